import { type BacklinkCheck, createBacklinkVerifier } from "@sitelens/engine";
import { and, eq } from "drizzle-orm";
import { createEnvFetcher } from "../analysis/create-env-fetcher";
import { knownBacklinks, sites } from "../db/schema";
import { publishEvent } from "../events/publish-event";
import type { ServerContext } from "../server-context";
import { announceLostBacklinks } from "./announce-lost-backlinks";
import type { KnownBacklinkRow } from "./known-backlink-to-api";

const CONCURRENCY = 4;

/**
 * Fetches every known source page of a site (or only those not checked yet) through the SSRF
 * guard and records what it found. A link that was active and is now broken is "lost": it gets
 * `lostAt` and the user one notification per run listing how many were lost.
 */
export async function verifyKnownBacklinks(
  context: ServerContext,
  target: { siteId: string; userId: string; onlyPending?: boolean },
  signal?: AbortSignal,
): Promise<{ checked: number; lost: number }> {
  const { db } = context.database;
  const [site] = await db
    .select({ id: sites.id, url: sites.url, name: sites.name })
    .from(sites)
    .where(and(eq(sites.id, target.siteId), eq(sites.userId, target.userId)));
  if (!site) return { checked: 0, lost: 0 };
  const rows = await db
    .select()
    .from(knownBacklinks)
    .where(
      and(
        eq(knownBacklinks.siteId, site.id),
        target.onlyPending ? eq(knownBacklinks.status, "pending") : undefined,
      ),
    );
  const fetcher = createEnvFetcher(context.env);
  const lost: KnownBacklinkRow[] = [];
  try {
    const verify = createBacklinkVerifier(fetcher, site.url);
    const queue = [...rows];
    const worker = async () => {
      for (let row = queue.shift(); row; row = queue.shift()) {
        // Given up by pg-boss: stop before the next page; its retry checks what is left.
        signal?.throwIfAborted();
        const check = await verify(row.sourceUrl);
        const wasLost = await storeCheck(context, row, check);
        if (wasLost) lost.push(row);
      }
    };
    await Promise.all(Array.from({ length: Math.min(CONCURRENCY, rows.length) }, worker));
  } finally {
    await fetcher.close();
  }
  await publishEvent(context.database, {
    userId: target.userId,
    type: "backlinks.updated",
    data: { siteId: site.id },
  });
  if (lost.length > 0) await announceLostBacklinks(context, target.userId, site, lost);
  return { checked: rows.length, lost: lost.length };
}

/** Writes one result; true when an active link is now broken. */
async function storeCheck(
  context: ServerContext,
  row: KnownBacklinkRow,
  check: BacklinkCheck,
): Promise<boolean> {
  const now = new Date();
  const active = check.status === "active";
  const lost = row.status === "active" && check.status === "broken";
  await context.database.db
    .update(knownBacklinks)
    .set({
      finalSourceUrl: check.finalSourceUrl,
      status: check.status,
      reason: check.reason,
      sourceHttpStatus: check.sourceHttpStatus,
      // A page that could not be read keeps what was last seen on it.
      ...(check.status === "unknown"
        ? {}
        : {
            targetUrl: check.link?.href ?? null,
            targetHttpStatus: check.link?.targetHttpStatus ?? null,
            targetLocation: check.link?.targetLocation ?? null,
            anchor: check.link?.anchor ?? null,
            rel: check.link?.rel ?? [],
            linkType: check.link?.type ?? null,
            indexable: check.indexable,
            indexability: check.indexability,
            pageNofollow: check.pageNofollow,
          }),
      ...(active ? { firstSeen: row.firstSeen ?? now, lastSeen: now, lostAt: null } : {}),
      ...(lost ? { lostAt: now } : {}),
      lastChecked: now,
    })
    .where(eq(knownBacklinks.id, row.id));
  return lost;
}
