import { CHAT_RETENTION_HOURS } from "@sitelens/shared";
import { lt } from "drizzle-orm";
import { z } from "zod";
import { CODE_FAILURE_LIMITS } from "../auth/guard-code-attempt";
import {
  blogPostViews,
  chatMessages,
  codeFailures,
  mailOutbox,
  rateLimitBuckets,
  sessions,
  usedBotSolutions,
  verifications,
} from "../db/schema";
import { defineJob } from "./define-job";

/** Stored mail is kept this long for support questions ("did the code go out?"), then deleted. */
export const MAIL_OUTBOX_KEEP_DAYS = 7;
const DAY_MS = 86_400_000;

/**
 * Hourly housekeeping: rows that only matter for a while are deleted, not just ignored, so no table grows
 * forever: expired sessions, codes, rate-limit windows and bot-check solutions; code failures past their
 * rolling window; blog-view dedup rows of past days (the count itself lives on the post); old stored mail.
 */
export const purgeExpiredJob = defineJob({
  name: "purge-expired",
  payload: z.object({}).default({}),
  options: { retryLimit: 1, expireInSeconds: 300 },
  async handle(_payload, { database, logger }) {
    const { db } = database;
    const now = new Date();
    const yesterday = new Date(now.getTime() - DAY_MS).toISOString().slice(0, 10);
    const counts = {
      sessions: (await db.delete(sessions).where(lt(sessions.expiresAt, now)).returning({ id: sessions.id }))
        .length,
      verifications: (
        await db
          .delete(verifications)
          .where(lt(verifications.expiresAt, now))
          .returning({ id: verifications.id })
      ).length,
      rateLimitBuckets: (
        await db
          .delete(rateLimitBuckets)
          .where(lt(rateLimitBuckets.resetAt, now))
          .returning({ key: rateLimitBuckets.key })
      ).length,
      usedBotSolutions: (
        await db
          .delete(usedBotSolutions)
          .where(lt(usedBotSolutions.expiresAt, now))
          .returning({ key: usedBotSolutions.key })
      ).length,
      codeFailures: (
        await db
          .delete(codeFailures)
          .where(
            lt(codeFailures.createdAt, new Date(now.getTime() - CODE_FAILURE_LIMITS.windowHours * 3_600_000)),
          )
          .returning({ id: codeFailures.id })
      ).length,
      blogPostViews: (
        await db
          .delete(blogPostViews)
          .where(lt(blogPostViews.day, yesterday))
          .returning({ day: blogPostViews.day })
      ).length,
      mailOutbox: (
        await db
          .delete(mailOutbox)
          .where(lt(mailOutbox.createdAt, new Date(now.getTime() - MAIL_OUTBOX_KEEP_DAYS * DAY_MS)))
          .returning({ id: mailOutbox.id })
      ).length,
      // Chat is kept 24 hours per user (spec §4, §9).
      chatMessages: (
        await db
          .delete(chatMessages)
          .where(lt(chatMessages.createdAt, new Date(now.getTime() - CHAT_RETENTION_HOURS * 3_600_000)))
          .returning({ id: chatMessages.id })
      ).length,
    };
    logger.info(counts, "purged expired rows");
  },
});
