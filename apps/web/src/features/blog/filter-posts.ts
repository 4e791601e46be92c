import type { BlogSummary } from "./api/blog-api";

/** Case- and Turkish-letter-insensitive search over title, description and tags, then the category. */
export function filterPosts(posts: BlogSummary[], query: string, category: string | null): BlogSummary[] {
  const needle = query.trim().toLocaleLowerCase("tr");
  return posts.filter((post) => {
    if (category && post.category !== category) return false;
    if (!needle) return true;
    return [post.title, post.description, ...post.tags].some((field) =>
      field.toLocaleLowerCase("tr").includes(needle),
    );
  });
}
