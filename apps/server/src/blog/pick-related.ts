const RELATED_COUNT = 3;

/** Up to three other posts, the post's own category first, each group newest first as given. */
export function pickRelated<T extends { category: string }>(post: { category: string }, others: T[]): T[] {
  return [
    ...others.filter((other) => other.category === post.category),
    ...others.filter((other) => other.category !== post.category),
  ].slice(0, RELATED_COUNT);
}
