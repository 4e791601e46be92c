import { CHAT_RETENTION_HOURS } from "@sitelens/shared";
import { lt } from "drizzle-orm";
import { z } from "zod";
import { chatMessages, sessions, verifications } from "../db/schema";
import { defineJob } from "./define-job";

/** Hourly housekeeping: expired sessions and verification values are deleted, not just ignored. */
export const purgeExpiredJob = defineJob({
  name: "purge-expired",
  payload: z.object({}).default({}),
  options: { retryLimit: 1, expireInSeconds: 300 },
  async handle(_payload, { database, logger }) {
    const now = new Date();
    const removedSessions = await database.db
      .delete(sessions)
      .where(lt(sessions.expiresAt, now))
      .returning({ id: sessions.id });
    const removedCodes = await database.db
      .delete(verifications)
      .where(lt(verifications.expiresAt, now))
      .returning({ id: verifications.id });
    // Chat is kept 24 hours per user (spec §4, §9).
    const removedChat = await database.db
      .delete(chatMessages)
      .where(lt(chatMessages.createdAt, new Date(now.getTime() - CHAT_RETENTION_HOURS * 3_600_000)))
      .returning({ id: chatMessages.id });
    logger.info(
      {
        sessions: removedSessions.length,
        verifications: removedCodes.length,
        chatMessages: removedChat.length,
      },
      "purged expired rows",
    );
  },
});
