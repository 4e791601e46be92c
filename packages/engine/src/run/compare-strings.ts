/** Code-unit order: stable across machines and locales, and far cheaper than localeCompare on large lists. */
export function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
