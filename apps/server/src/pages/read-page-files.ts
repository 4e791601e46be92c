import fs from "node:fs";
import path from "node:path";
import type { pageContents } from "../db/schema";
import { CONTENT_DIR } from "./content-dir";
import { parseFrontMatter } from "./parse-front-matter";

export type PageContentFile = typeof pageContents.$inferInsert;

/** content/legal/{tr,en}/<slug>.md → page_contents rows (page type "legal"). */
export function readPageFiles(contentDir = CONTENT_DIR): PageContentFile[] {
  const pages: PageContentFile[] = [];
  for (const language of ["tr", "en"] as const) {
    const folder = path.join(contentDir, "legal", language);
    if (!fs.existsSync(folder)) continue;
    for (const name of fs
      .readdirSync(folder)
      .filter((file) => file.endsWith(".md"))
      .sort()) {
      const { data, body } = parseFrontMatter(fs.readFileSync(path.join(folder, name), "utf8"));
      const slug = name.replace(/\.md$/, "");
      pages.push({
        id: `${language}:${slug}`,
        pageType: "legal",
        slug,
        language,
        isActive: true,
        title: typeof data.title === "string" ? data.title : slug,
        content: body,
        updatedAt: typeof data.updatedAt === "string" ? new Date(data.updatedAt) : new Date(0),
      });
    }
  }
  return pages;
}
