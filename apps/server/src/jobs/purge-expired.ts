import { lt } from "drizzle-orm";
import { z } from "zod";
import { sessions, verifications } from "../db/schema";
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
    logger.info(
      { sessions: removedSessions.length, verifications: removedCodes.length },
      "purged expired rows",
    );
  },
});
