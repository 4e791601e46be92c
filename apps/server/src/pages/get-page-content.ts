import { and, eq, or } from "drizzle-orm";
import type { Database } from "../db/database";
import { pageContents } from "../db/schema";
import { AppError } from "../errors/app-error";
import type { Language } from "../http/language";
import { pickPageContent } from "./pick-page-content";

/**
 * A page by slug or page type in the asked language, else in the other one (spec §2);
 * `content_not_found` when neither exists or is active.
 */
export async function getPageContent(database: Database, key: string, language: Language) {
  const rows = await database.db
    .select()
    .from(pageContents)
    .where(
      and(eq(pageContents.isActive, true), or(eq(pageContents.slug, key), eq(pageContents.pageType, key))),
    );
  const page = pickPageContent(rows, key, language);
  if (!page) throw new AppError("content_not_found");
  return page;
}
