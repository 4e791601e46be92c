import { randomUUID } from "node:crypto";
import type { Task } from "@sitelens/shared";
import { and, eq } from "drizzle-orm";
import type { Database } from "../db/database";
import { chatTaskProposals, seoTasks } from "../db/schema";
import { AppError } from "../errors/app-error";
import { taskToApi } from "../tasks/task-to-api";

/** The user's "create" on a task the assistant proposed: now it becomes a manual task (once). */
export async function confirmTaskProposal(
  database: Database,
  userId: string,
  proposalId: string,
): Promise<Task> {
  return database.db.transaction(async (tx) => {
    const [proposal] = await tx
      .select()
      .from(chatTaskProposals)
      .where(and(eq(chatTaskProposals.id, proposalId), eq(chatTaskProposals.userId, userId)))
      .for("update");
    if (!proposal) throw new AppError("not_found");
    if (proposal.taskId) {
      const [existing] = await tx.select().from(seoTasks).where(eq(seoTasks.id, proposal.taskId));
      if (existing) return taskToApi(existing);
    }
    const both = (value: string) => ({ tr: value, en: value });
    const [task] = await tx
      .insert(seoTasks)
      .values({
        id: randomUUID(),
        userId,
        siteId: proposal.siteId,
        auditId: null,
        title: both(proposal.title),
        description: both(proposal.description),
        fix: { ...both(proposal.description), code: null },
        priority: proposal.priority,
        category: "seo",
        source: "manual",
      })
      .returning();
    if (!task) throw new AppError("internal");
    await tx.update(chatTaskProposals).set({ taskId: task.id }).where(eq(chatTaskProposals.id, proposal.id));
    return taskToApi(task);
  });
}
