import { notificationSettings, profiles } from "../db/schema";
import type { Language } from "../http/language";
import { enqueueJob } from "../jobs/enqueue-job";
import { sendMailJob } from "../mail/send-mail-job";
import type { ServerContext } from "../server-context";
import { ensureWelcomeNotification } from "./ensure-welcome-notification";

/** First sign-in after confirmation: default rows, the welcome notification and the welcome e-mail. */
export async function onboardUser(
  context: Pick<ServerContext, "database" | "boss">,
  user: { id: string; email: string; name: string },
  language: Language,
): Promise<void> {
  const { db } = context.database;
  await db.insert(profiles).values({ userId: user.id }).onConflictDoNothing();
  await db.insert(notificationSettings).values({ userId: user.id }).onConflictDoNothing();
  await ensureWelcomeNotification(context.database, user.id, language);
  await enqueueJob(
    context.boss,
    sendMailJob,
    { to: user.email, language, template: { kind: "welcome", name: user.name } },
    { singletonKey: `welcome:${user.id}` },
  );
}
