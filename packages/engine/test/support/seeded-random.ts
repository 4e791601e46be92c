/** Deterministic numbers in [0, 1) (xorshift32), so a generated test case that fails fails again. */
export function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4294967296;
  };
}
