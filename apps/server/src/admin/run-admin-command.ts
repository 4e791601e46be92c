import { desc } from "drizzle-orm";
import { GrantError, grantPlan } from "../billing/grant-plan";
import { listUnmatchedEvents } from "../billing/list-unmatched-events";
import { rotateCredentialsKey } from "../crypto/rotate-credentials-key";
import type { Database } from "../db/database";
import { users } from "../db/schema";
import type { Env } from "../env";
import { summarizeAiCosts } from "../visibility/summarize-ai-costs";

const USAGE = `Usage:
  npm run admin -- grant-plan <email> <plan> [--days N]   give a user a plan for N days (default 30)
  npm run admin -- list-users                            e-mail, plan, payment status and dates
  npm run admin -- ai-costs [--days N]                   AI visibility tokens and cost per model (default 30 days)
  npm run admin -- unmatched-events [--days N]           provider events for no user (deleted accounts), default 30 days
  npm run admin -- rotate-credentials-key                re-seal stored credentials from CREDENTIALS_KEY_OLD
                                                         (or the key generated into the database) to CREDENTIALS_KEY`;

const day = (value: Date | null) => value?.toISOString().slice(0, 10) ?? "-";
const money = (value: number | null) => (value === null ? "-" : value.toFixed(2));

/** `--days N` from the arguments, and the rest without it. */
function daysOption(args: string[], fallback: number): { days: number; rest: string[] } {
  const at = args.indexOf("--days");
  if (at === -1) return { days: fallback, rest: args };
  return { days: Number(args[at + 1]), rest: args.filter((_, index) => index !== at && index !== at + 1) };
}

/** The operators' commands (no payment provider needed); returns the process exit code. */
export async function runAdminCommand(
  database: Database,
  env: Pick<Env, "AI_PRICES_USD" | "CREDENTIALS_KEY" | "CREDENTIALS_KEY_OLD">,
  argv: string[],
  print: (line: string) => void,
): Promise<number> {
  const [command, ...rest] = argv;
  if (command === "list-users") {
    const rows = await database.db.select().from(users).orderBy(desc(users.createdAt));
    print(["email", "plan", "payment", "trial_ends", "paid_until", "created"].join("\t"));
    for (const row of rows)
      print(
        [
          row.email,
          row.planId ?? "free",
          row.paymentStatus ?? "-",
          day(row.trialEndsAt),
          day(row.subscriptionEndDate),
          day(row.createdAt),
        ].join("\t"),
      );
    return 0;
  }
  if (command === "ai-costs") {
    const { days } = daysOption(rest, 30);
    const lines = await summarizeAiCosts(database, env, new Date(Date.now() - days * 86_400_000));
    print(
      ["engine", "model", "runs", "input_tokens", "output_tokens", "tool_calls", "usd", "try"].join("\t"),
    );
    for (const line of lines)
      print(
        [
          line.engine,
          line.model,
          line.runs,
          line.inputTokens,
          line.outputTokens,
          line.toolCalls,
          money(line.usd),
          money(line.try),
        ].join("\t"),
      );
    if (lines.some((line) => line.usd === null)) print("unpriced models: set their prices in AI_PRICES_USD");
    return 0;
  }
  if (command === "unmatched-events") {
    const { days } = daysOption(rest, 30);
    const rows = await listUnmatchedEvents(database, new Date(Date.now() - days * 86_400_000));
    print(["received", "provider", "type", "customer", "subscription", "detail", "event"].join("\t"));
    for (const row of rows)
      print(
        [
          row.receivedAt.toISOString(),
          row.provider,
          row.type,
          row.customerRef ?? "-",
          row.subscriptionRef ?? "-",
          row.detail ?? "-",
          row.eventId,
        ].join("\t"),
      );
    // Money may still be moving for a deleted account: cancel or refund it at the provider.
    if (rows.length > 0) print(`${rows.length} event(s): check these customers at the provider`);
    return 0;
  }
  if (command === "rotate-credentials-key") {
    if (!env.CREDENTIALS_KEY) {
      print("error: set CREDENTIALS_KEY to the new key (CREDENTIALS_KEY_OLD to the one it replaces)");
      return 1;
    }
    const rotated = await rotateCredentialsKey(database, {
      newMaterial: env.CREDENTIALS_KEY,
      oldMaterial: env.CREDENTIALS_KEY_OLD,
    });
    print(`re-sealed ${rotated.resealed} values: key ${rotated.oldKeyId} -> ${rotated.newKeyId}`);
    return 0;
  }
  if (command === "grant-plan") {
    const { days, rest: positional } = daysOption(rest, 30);
    const [email, planId] = positional;
    if (!email || !planId) {
      print(USAGE);
      return 2;
    }
    try {
      const { endsAt } = await grantPlan(database, { email, planId, days });
      print(`${email}: ${planId} until ${endsAt.toISOString()}`);
      return 0;
    } catch (error) {
      if (!(error instanceof GrantError)) throw error;
      print(`error: ${error.message}`);
      return 1;
    }
  }
  print(USAGE);
  return command ? 2 : 0;
}
