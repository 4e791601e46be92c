import { sql } from "drizzle-orm";
import type { Database } from "../db/database";
import { pageContents } from "../db/schema";
import { readPageFiles } from "./read-page-files";

/** Legal texts from the repository replace the stored ones (the texts are reviewed in git). */
export async function seedPageContents(database: Database, contentDir?: string): Promise<void> {
  const pages = readPageFiles(contentDir);
  if (pages.length === 0) return;
  await database.db
    .insert(pageContents)
    .values(pages)
    .onConflictDoUpdate({
      target: pageContents.id,
      set: {
        title: sql.raw("excluded.title"),
        content: sql.raw("excluded.content"),
        updatedAt: sql.raw("excluded.updated_at"),
      },
    });
}
