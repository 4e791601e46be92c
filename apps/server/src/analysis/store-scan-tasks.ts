import { randomUUID } from "node:crypto";
import type { ScanResult } from "@sitelens/shared";
import { and, eq, notInArray } from "drizzle-orm";
import type { AppDb } from "../db/database";
import { seoTasks } from "../db/schema";

/**
 * Turns the scan's tasks into the site's SEO tasks: one per audit, refreshed in place (the user's
 * status kept); pending tasks whose audit now passes are completed. Returns the new tasks.
 */
export async function storeScanTasks(
  tx: AppDb,
  owner: { userId: string; siteId: string },
  scan: ScanResult,
  now: Date,
): Promise<{ id: string; title: { tr: string; en: string } }[]> {
  const existing = await tx
    .select({ id: seoTasks.id, auditId: seoTasks.auditId })
    .from(seoTasks)
    .where(and(eq(seoTasks.siteId, owner.siteId), eq(seoTasks.source, "analysis")));
  const byAudit = new Map(existing.map((row) => [row.auditId, row.id]));
  const descriptions = new Map(scan.audits.map((audit) => [audit.id, audit.description]));
  const created: { id: string; title: { tr: string; en: string } }[] = [];
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
    created.push({ id: newId, title: task.title });
  }
  const stillFailing = scan.tasks.map((task) => task.auditId);
  await tx
    .update(seoTasks)
    .set({ status: "completed", completedAt: now })
    .where(
      and(
        eq(seoTasks.siteId, owner.siteId),
        eq(seoTasks.source, "analysis"),
        eq(seoTasks.status, "pending"),
        ...(stillFailing.length ? [notInArray(seoTasks.auditId, stillFailing)] : []),
      ),
    );
  return created;
}
