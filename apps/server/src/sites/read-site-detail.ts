import { createHash } from "node:crypto";
import type { SiteDetail } from "@sitelens/shared";
import { and, eq } from "drizzle-orm";
import type { Database } from "../db/database";
import { sites } from "../db/schema";
import { AppError } from "../errors/app-error";
import { findOwnedSite } from "./find-owned-site";
import { siteListColumns } from "./list-sites";
import { siteDetailToApi, siteToApi } from "./site-to-api";

/**
 * The version (a weak ETag) of the user's site detail, and how to load the detail itself. Every
 * write of analysis_data (storeFirstResult, storeAnalysis) also sets last_analyzed, one of the card
 * fields hashed here, so the card identifies the whole detail: telling whether the client's copy
 * is current costs one narrow indexed row, not a megabyte of JSON.
 */
export async function readSiteDetail(
  database: Database,
  userId: string,
  siteId: string,
): Promise<{ etag: string; load: () => Promise<SiteDetail> }> {
  const [card] = await database.db
    .select(siteListColumns)
    .from(sites)
    .where(and(eq(sites.id, siteId), eq(sites.userId, userId)));
  if (!card) throw new AppError("not_found");
  const hash = createHash("sha1")
    .update(JSON.stringify(siteToApi(card)))
    .digest("base64url");
  return {
    etag: `W/"${hash}"`,
    load: async () => siteDetailToApi(await findOwnedSite(database, userId, siteId)),
  };
}

/** If-None-Match names this version (weak comparison, as RFC 9110 asks for GET). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  return ifNoneMatch?.split(",").some((tag) => tag.trim() === etag || tag.trim() === "*") ?? false;
}
