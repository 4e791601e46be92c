import { desc } from "drizzle-orm";
import { GrantError, grantPlan } from "../billing/grant-plan";
import type { Database } from "../db/database";
import { users } from "../db/schema";

const USAGE = `Usage:
  npm run admin -- grant-plan <email> <plan> [--days N]   give a user a plan for N days (default 30)
  npm run admin -- list-users                            e-mail, plan, payment status and dates`;

const day = (value: Date | null) => value?.toISOString().slice(0, 10) ?? "-";

/** The operators' commands (no payment provider needed); returns the process exit code. */
export async function runAdminCommand(
  database: Database,
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
  if (command === "grant-plan") {
    const daysAt = rest.indexOf("--days");
    const days = daysAt === -1 ? 30 : Number(rest[daysAt + 1]);
    const [email, planId] = rest.filter(
      (_, index) => daysAt === -1 || (index !== daysAt && index !== daysAt + 1),
    );
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
