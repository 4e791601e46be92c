/** Rendered reports kept per process; a report is a few hundred kB. */
const MAX_ENTRIES = 32;
const cache = new Map<string, Promise<Buffer>>();

/**
 * One render per report content: the same analysis, task states and language give the same PDF, so a
 * repeated download (or a burst of clicks) renders once and the rest are served from memory. Concurrent
 * requests for the same key share the render in flight; a failed render is forgotten.
 */
export function cachedReport(
  key: string,
  render: () => Promise<Buffer>,
): { pdf: Promise<Buffer>; fresh: boolean } {
  const existing = cache.get(key);
  if (existing) {
    cache.delete(key);
    cache.set(key, existing);
    return { pdf: existing, fresh: false };
  }
  const pdf = render();
  cache.set(key, pdf);
  pdf.catch(() => cache.delete(key));
  while (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
  return { pdf, fresh: true };
}
