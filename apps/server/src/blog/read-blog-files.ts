import fs from "node:fs";
import path from "node:path";
import type { blogPosts } from "../db/schema";
import { CONTENT_DIR } from "../pages/content-dir";
import { parseFrontMatter } from "../pages/parse-front-matter";
import { readMinutes } from "./read-minutes";

export type BlogPostFile = Omit<typeof blogPosts.$inferInsert, "viewCount">;

const LANGUAGES = ["tr", "en"] as const;

/** Every post in content/blog/{tr,en}/*.md; the web build pre-renders from the same files. */
export function readBlogFiles(contentDir = CONTENT_DIR): BlogPostFile[] {
  const posts: BlogPostFile[] = [];
  for (const language of LANGUAGES) {
    const folder = path.join(contentDir, "blog", language);
    if (!fs.existsSync(folder)) continue;
    for (const name of fs
      .readdirSync(folder)
      .filter((file) => file.endsWith(".md"))
      .sort()) {
      posts.push(toPost(fs.readFileSync(path.join(folder, name), "utf8"), language, name));
    }
  }
  return posts;
}

function toPost(text: string, language: (typeof LANGUAGES)[number], fileName: string): BlogPostFile {
  const { data, body } = parseFrontMatter(text);
  const field = (key: string): string => {
    const value = data[key];
    if (typeof value !== "string" || !value)
      throw new Error(`content/blog/${language}/${fileName}: missing ${key}`);
    return value;
  };
  const slug = fileName.replace(/\.md$/, "");
  const publishedAt = new Date(field("publishedAt"));
  return {
    id: `${language}:${slug}`,
    slug,
    language,
    translationKey: field("translationKey"),
    title: field("title"),
    description: field("description"),
    content: body,
    category: field("category"),
    tags: Array.isArray(data.tags) ? data.tags : [],
    author: field("author"),
    featured: data.featured === "true",
    readMinutes: readMinutes(body),
    publishedAt,
    updatedAt: typeof data.updatedAt === "string" ? new Date(data.updatedAt) : publishedAt,
  };
}
