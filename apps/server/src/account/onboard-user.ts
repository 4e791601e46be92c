import { eq } from "drizzle-orm";
import { notificationSettings, profiles } from "../db/schema";
import { publishEvent } from "../events/publish-event";
import type { Language } from "../http/language";
import { bossDbInTransaction } from "../jobs/boss-db-in-transaction";
import { enqueueJob } from "../jobs/enqueue-job";
import { sendMailJob } from "../mail/send-mail-job";
import type { ServerContext } from "../server-context";
import { ensureWelcomeNotification } from "./ensure-welcome-notification";
import { startTrial } from "./start-trial";

/**
 * After the e-mail confirmation: default rows, the trial, the welcome notification and the welcome
 * e-mail's job, in one transaction, so a failure part-way leaves none of them and the next call (the
 * confirmation again, or any GET /api/account) onboards from the start. The profile row marks it done.
 */
export async function onboardUser(
  context: Pick<ServerContext, "database" | "boss">,
  user: { id: string; email: string; name: string },
  language: Language,
): Promise<void> {
  const { db } = context.database;
  const [done] = await db
    .select({ userId: profiles.userId })
    .from(profiles)
    .where(eq(profiles.userId, user.id));
  if (done) return;
  const welcomeId = await db.transaction(async (tx) => {
    // Two concurrent calls: the second waits on this insert and then finds the row taken.
    const [created] = await tx
      .insert(profiles)
      .values({ userId: user.id })
      .onConflictDoNothing()
      .returning({ userId: profiles.userId });
    if (!created) return null;
    await tx.insert(notificationSettings).values({ userId: user.id }).onConflictDoNothing();
    await startTrial(tx, user.id);
    const id = await ensureWelcomeNotification(tx, user.id, language);
    await enqueueJob(
      context.boss,
      sendMailJob,
      { to: user.email, language, template: { kind: "welcome", name: user.name } },
      { singletonKey: `welcome:${user.id}`, db: bossDbInTransaction(tx) },
    );
    return id;
  });
  if (welcomeId) {
    await publishEvent(context.database, {
      userId: user.id,
      type: "notification.created",
      data: { id: welcomeId },
    });
  }
}
