import { detachString } from "../detach-string";

/**
 * One copy of each distinct string for the whole scan: link targets and anchor texts repeat on every page
 * (navigation, footers), and the link graph keeps ~50 edges per page, so 10,000 pages would otherwise hold
 * half a million copies. New strings are detached from the page body before they are kept.
 */
export function createStringPool(): (text: string) => string {
  const pool = new Map<string, string>();
  return (text) => {
    const known = pool.get(text);
    if (known !== undefined) return known;
    const kept = detachString(text);
    pool.set(kept, kept);
    return kept;
  };
}
