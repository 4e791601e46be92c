import type { SQL } from "drizzle-orm";
import { and, count, eq, gt, max, ne } from "drizzle-orm";
import { codeFailures, users } from "../db/schema";
import { AppError } from "../errors/app-error";
import type { Language } from "../http/language";
import { sendMail } from "../mail/send-mail";
import type { ServerContext } from "../server-context";

/** Failed code attempts allowed per account and per IP in the rolling window before code entry locks. */
export const CODE_FAILURE_LIMITS = { account: 10, ip: 30, windowHours: 24, lockMinutes: 60 } as const;

/** Outcomes that mean "a guess was made and it was wrong" (better-auth's per-code cap included). */
const FAILURE_CODES = new Set(["invalid_code", "rate_limited"]);

type Context = Pick<ServerContext, "env" | "database" | "logger">;

async function failureStats(context: Context, scope: SQL, self: string, since: Date) {
  const [row] = await context.database.db
    .select({ total: count(), newestOther: max(codeFailures.createdAt) })
    .from(codeFailures)
    .where(and(scope, gt(codeFailures.createdAt, since), ne(codeFailures.id, self)));
  return { total: (row?.total ?? 0) + 1, newestOther: row?.newestOther ?? null };
}

async function mailOwner(context: Context, email: string) {
  const [owner] = await context.database.db
    .select({ language: users.language })
    .from(users)
    .where(eq(users.email, email));
  if (!owner) return;
  const language: Language = owner.language === "en" ? "en" : "tr";
  try {
    await sendMail(
      context,
      email,
      { kind: "code-attempts-locked", minutes: CODE_FAILURE_LIMITS.lockMinutes },
      language,
    );
  } catch (error) {
    context.logger.error({ err: error }, "code lock notice e-mail failed");
  }
}

/**
 * Runs one code attempt (signup, reset check, reset) under the cumulative failure cap: 4-digit codes fall to
 * guessing when only each code's own 5 tries are limited, since a new code can be asked for every few
 * minutes. The attempt is recorded before it runs (so parallel guesses count too) and forgotten if it
 * succeeds or fails for a reason other than the code; at the cap the account's owner is e-mailed.
 */
export async function guardCodeAttempt<T>(
  context: Context,
  who: { email: string; ip: string | null },
  attempt: () => Promise<T>,
): Promise<T> {
  const { db } = context.database;
  const ip = who.ip ?? "unknown";
  const [row] = await db
    .insert(codeFailures)
    .values({ email: who.email, ip })
    .returning({ id: codeFailures.id });
  const self = row!.id;
  const forget = () => db.delete(codeFailures).where(eq(codeFailures.id, self));
  const since = new Date(Date.now() - CODE_FAILURE_LIMITS.windowHours * 3_600_000);
  const lockMs = CODE_FAILURE_LIMITS.lockMinutes * 60_000;
  for (const [scope, limit] of [
    [eq(codeFailures.email, who.email), CODE_FAILURE_LIMITS.account],
    [eq(codeFailures.ip, ip), CODE_FAILURE_LIMITS.ip],
  ] as const) {
    const stats = await failureStats(context, scope, self, since);
    const lockedUntil = (stats.newestOther?.getTime() ?? 0) + lockMs;
    if (stats.total > limit && lockedUntil > Date.now()) {
      await forget();
      const retryAfterSeconds = Math.ceil((lockedUntil - Date.now()) / 1000);
      throw new AppError("code_attempts_locked", undefined, { retryAfterSeconds });
    }
  }
  try {
    const result = await attempt();
    await forget();
    return result;
  } catch (error) {
    if (!(error instanceof AppError) || !FAILURE_CODES.has(error.code)) {
      await forget();
      throw error;
    }
    const stats = await failureStats(context, eq(codeFailures.email, who.email), self, since);
    if (stats.total === CODE_FAILURE_LIMITS.account) await mailOwner(context, who.email);
    throw error;
  }
}
