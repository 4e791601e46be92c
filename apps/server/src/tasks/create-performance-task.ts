import { randomUUID } from "node:crypto";
import { recommendationPriority, type Task } from "@sitelens/shared";
import { and, eq } from "drizzle-orm";
import type { Database } from "../db/database";
import { seoTasks } from "../db/schema";
import { AppError } from "../errors/app-error";
import { publishEvent } from "../events/publish-event";
import { findOwnedSite } from "../sites/find-owned-site";
import { taskToApi } from "./task-to-api";

const formFactorName = {
  mobile: { tr: "mobil", en: "mobile" },
  desktop: { tr: "masaüstü", en: "desktop" },
} as const;

/** Spec §4: a high or medium priority speed recommendation of the stored analysis becomes a task (once). */
export async function createPerformanceTask(
  database: Database,
  userId: string,
  input: { siteId: string; opportunityId: string; formFactor: "mobile" | "desktop" },
): Promise<Task> {
  const site = await findOwnedSite(database, userId, input.siteId);
  const speed = site.analysisData?.speed;
  const run =
    speed?.status === "measured"
      ? speed.runs.find((item) => item.formFactor === input.formFactor)
      : undefined;
  const opportunity = run?.opportunities.find((item) => item.id === input.opportunityId);
  if (!run || !opportunity) throw new AppError("analysis_data_missing");
  const priority = recommendationPriority(opportunity);
  if (priority === "low") throw new AppError("task_not_convertible");
  const auditId = `performance:${input.formFactor}:${opportunity.id}`;
  const saving = opportunity.savingsMs ? `~${Math.round(opportunity.savingsMs)} ms` : "";
  const device = formFactorName[input.formFactor];
  const [row] = await database.db
    .insert(seoTasks)
    .values({
      id: randomUUID(),
      userId,
      siteId: site.id,
      auditId,
      title: { tr: `${opportunity.title} (${device.tr})`, en: `${opportunity.title} (${device.en})` },
      description: {
        tr: `Lighthouse önerisi, ${device.tr} ölçüm. Tahmini kazanç: ${saving || "belirtilmedi"}.`,
        en: `Lighthouse recommendation, ${device.en} run. Estimated saving: ${saving || "not stated"}.`,
      },
      fix: { tr: opportunity.title, en: opportunity.title, code: null },
      priority,
      category: "performance",
      impact: Math.round((opportunity.savingsMs ?? 0) / 100) / 10,
      affectedUrls: [run.url],
      source: "performance",
    })
    // Converting twice (a double click, two tabs) yields the one task the unique index allows.
    .onConflictDoNothing({ target: [seoTasks.siteId, seoTasks.auditId] })
    .returning();
  if (!row) {
    const [existing] = await database.db
      .select()
      .from(seoTasks)
      .where(and(eq(seoTasks.siteId, site.id), eq(seoTasks.auditId, auditId)));
    if (!existing) throw new AppError("internal");
    return taskToApi(existing);
  }
  await publishEvent(database, {
    userId,
    type: "task.created",
    data: { id: row.id, siteId: site.id, title: row.title },
  });
  return taskToApi(row);
}
