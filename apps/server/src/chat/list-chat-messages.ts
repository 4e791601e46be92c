import { CHAT_RETENTION_HOURS, type ChatMessage } from "@sitelens/shared";
import { and, asc, eq, gte, inArray, lt } from "drizzle-orm";
import type { Database } from "../db/database";
import { chatMessages, chatTaskProposals, sites } from "../db/schema";

/**
 * The user's conversation of the last 24 hours, oldest first (spec §4 "cached 24 hours per user").
 * Older messages of this user are deleted on the way.
 */
export async function listChatMessages(
  database: Database,
  userId: string,
  now = new Date(),
): Promise<ChatMessage[]> {
  const since = new Date(now.getTime() - CHAT_RETENTION_HOURS * 3_600_000);
  await database.db
    .delete(chatMessages)
    .where(and(eq(chatMessages.userId, userId), lt(chatMessages.createdAt, since)));
  const rows = await database.db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.userId, userId), gte(chatMessages.createdAt, since)))
    .orderBy(asc(chatMessages.createdAt));
  const proposalIds = rows.flatMap((row) => row.proposalIds);
  const proposals =
    proposalIds.length === 0
      ? []
      : await database.db
          .select({ proposal: chatTaskProposals, siteName: sites.name })
          .from(chatTaskProposals)
          .innerJoin(sites, eq(sites.id, chatTaskProposals.siteId))
          .where(and(eq(chatTaskProposals.userId, userId), inArray(chatTaskProposals.id, proposalIds)));
  const byId = new Map(proposals.map(({ proposal, siteName }) => [proposal.id, { ...proposal, siteName }]));
  return rows.map((row) => ({
    id: row.id,
    role: row.role,
    content: row.content,
    timestamp: row.createdAt.toISOString(),
    proposals: row.proposalIds.flatMap((id) => {
      const proposal = byId.get(id);
      if (!proposal) return [];
      return [
        {
          id: proposal.id,
          siteId: proposal.siteId,
          siteName: proposal.siteName,
          title: proposal.title,
          description: proposal.description,
          priority: proposal.priority,
          status: proposal.taskId ? ("created" as const) : ("pending" as const),
          taskId: proposal.taskId,
        },
      ];
    }),
  }));
}
