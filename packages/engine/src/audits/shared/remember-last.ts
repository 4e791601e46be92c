/**
 * `compute` with its last answer kept: audits run in turn on one page, so several ask the same question of the
 * same page in a row. Only the last page is kept; a map keyed by every page would hold each one's answer alive.
 */
export function rememberLast<K, V>(compute: (key: K) => V): (key: K) => V {
  let last: { key: K; value: V } | null = null;
  return (key) => {
    if (last === null || last.key !== key) last = { key, value: compute(key) };
    return last.value;
  };
}
