import type { PlanLimits, SiteLimitErrorDetails } from "@sitelens/shared";
import { eq } from "drizzle-orm";
import { siteLimitHits } from "../db/schema";
import { AppError } from "../errors/app-error";
import type { Language } from "../http/language";
import { sendMail } from "../mail/send-mail";
import { createNotification } from "../notifications/create-notification";
import type { ServerContext } from "../server-context";

const sites = (count: number) => `${count} site${count === 1 ? "" : "s"}`;

const texts = {
  tr: {
    error: (plan: string, count: number, limit: number) =>
      `Site limiti aşıldı: ${plan} planı ${limit} site içerir, şu an ${count} siteniz var.`,
    emailFailed: " Limit bildirimi e-postası gönderilemedi.",
  },
  en: {
    error: (plan: string, count: number, limit: number) =>
      `Site limit exceeded: the ${plan} plan includes ${sites(limit)} and you have ${count}.`,
    emailFailed: " The limit e-mail could not be sent.",
  },
};

/**
 * Spec §7: the first time a user hits the site limit, a limit e-mail and a warning notification;
 * later hits only the error. Returns the error to throw, naming the plan and site count.
 */
export async function reportSiteLimitHit(
  context: Pick<ServerContext, "database" | "env" | "logger">,
  user: { id: string; email: string; name: string },
  limits: PlanLimits,
  language: Language,
): Promise<AppError> {
  const { db } = context.database;
  const inserted = await db
    .insert(siteLimitHits)
    .values({ userId: user.id })
    .onConflictDoNothing()
    .returning({ userId: siteLimitHits.userId });
  const firstHit = inserted.length > 0;
  let emailFailed = false;
  if (firstHit) {
    try {
      await sendMail(
        context,
        user.email,
        {
          kind: "site-limit",
          name: user.name,
          currentPlan: limits.planTitle[language],
          currentLimit: limits.siteLimit,
        },
        language,
      );
    } catch (error) {
      emailFailed = true;
      context.logger.warn({ err: (error as Error).message }, "site limit e-mail failed");
      await db.update(siteLimitHits).set({ emailFailed }).where(eq(siteLimitHits.userId, user.id));
    }
    await createNotification(context, user.id, {
      key: "site_limit",
      params: { plan: limits.planTitle, limit: limits.siteLimit },
      type: "warning",
      actionUrl: "/pricing",
    });
  }
  const details: SiteLimitErrorDetails = {
    planTitle: limits.planTitle,
    currentSiteCount: limits.currentSiteCount,
    siteLimit: limits.siteLimit,
    firstHit,
    emailFailed,
  };
  const message = (lang: Language) =>
    texts[lang].error(limits.planTitle[lang], limits.currentSiteCount, limits.siteLimit) +
    (emailFailed ? texts[lang].emailFailed : "");
  return new AppError("site_limit_reached", { tr: message("tr"), en: message("en") }, details);
}
