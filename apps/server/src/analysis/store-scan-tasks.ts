import { randomUUID } from "node:crypto";
import type { ScanResult } from "@sitelens/shared";
import { and, eq, inArray, isNull, ne, notInArray, or, sql } from "drizzle-orm";
import type { AppDb } from "../db/database";
import { seoTasks } from "../db/schema";

type TaskTitle = { id: string; title: { tr: string; en: string }; priority?: "high" | "medium" | "low" };

/**
 * Turns the scan's tasks into the site's SEO tasks: one per audit, refreshed in place (the user's
 * status kept); tasks whose audit now passes are completed by the analysis, and such a task whose
 * audit fails again is reopened (a regression must not stay hidden). Returns the new and the
 * reopened tasks.
 */
export async function storeScanTasks(
  tx: AppDb,
  owner: { userId: string; siteId: string },
  scan: ScanResult,
  now: Date,
): Promise<{ created: TaskTitle[]; reopened: TaskTitle[] }> {
  const existing = await tx
    .select({ id: seoTasks.id, auditId: seoTasks.auditId })
    .from(seoTasks)
    .where(and(eq(seoTasks.siteId, owner.siteId), eq(seoTasks.source, "analysis")));
  const byAudit = new Map(existing.map((row) => [row.auditId, row.id]));
  const descriptions = new Map(scan.audits.map((audit) => [audit.id, audit.description]));
  const created: TaskTitle[] = [];
  for (const task of scan.tasks) {
    const values = {
      title: task.title,
      description: descriptions.get(task.auditId) ?? task.title,
      fix: task.fix,
      priority: task.priority,
      category: task.category,
      impact: task.impact,
      affectedUrls: task.affectedUrls,
    };
    const id = byAudit.get(task.auditId);
    if (id) {
      await tx.update(seoTasks).set(values).where(eq(seoTasks.id, id));
      continue;
    }
    const newId = randomUUID();
    await tx
      .insert(seoTasks)
      .values({ id: newId, ...owner, auditId: task.auditId, source: "analysis", ...values });
    created.push({ id: newId, title: task.title, priority: task.priority });
  }
  const stillFailing = scan.tasks.map((task) => task.auditId);
  const ofThisSite = and(eq(seoTasks.siteId, owner.siteId), eq(seoTasks.source, "analysis"));
  const reopened = stillFailing.length
    ? await tx
        .update(seoTasks)
        .set({ status: "pending", completedAt: null, completedBy: null })
        .where(
          and(
            ofThisSite,
            eq(seoTasks.status, "completed"),
            eq(seoTasks.completedBy, "analysis"),
            inArray(seoTasks.auditId, stillFailing),
          ),
        )
        .returning({ id: seoTasks.id, title: seoTasks.title })
    : [];
  // A pass confirms a task the user completed too, so a later failure reopens it as well.
  await tx
    .update(seoTasks)
    .set({
      status: "completed",
      completedAt: sql`coalesce(${seoTasks.completedAt}, ${now.toISOString()}::timestamptz)`,
      completedBy: "analysis",
    })
    .where(
      and(
        ofThisSite,
        or(isNull(seoTasks.completedBy), ne(seoTasks.completedBy, "analysis")),
        ...(stillFailing.length ? [notInArray(seoTasks.auditId, stillFailing)] : []),
      ),
    );
  return { created, reopened };
}
