/** Spec §2/§9: the bell's badge shows the count up to 9, then "9+"; nothing when all are read. */
export function unreadBadgeText(count: number): string | null {
  if (count <= 0) return null;
  return count > 9 ? "9+" : String(count);
}
