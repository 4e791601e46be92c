import type { SQL } from "drizzle-orm";
import type { Database } from "../db/database";
import type { monitoringAlertMails, weeklyReportMails } from "../db/schema";

/** A claim row of a queued e-mail (alert or weekly report). */
export interface MailClaim {
  /** The row exists (not given back) and was not sent yet. */
  pending(): Promise<boolean>;
  markSent(): Promise<void>;
  giveBack(): Promise<void>;
}

/**
 * Sends once per claim: an attempt after a successful send finds the row marked and does nothing.
 * The only gap is a crash between the mail server's acceptance and the mark (one duplicate at worst,
 * never a lost e-mail). The final failed attempt gives the claim back so a later event may try again.
 */
export async function deliverOnce(
  claim: MailClaim,
  finalAttempt: boolean,
  send: () => Promise<void>,
): Promise<void> {
  if (!(await claim.pending())) return;
  try {
    await send();
  } catch (error) {
    if (finalAttempt) await claim.giveBack();
    throw error;
  }
  await claim.markSent();
}

/** The claim row `where` selects in one of the two claim tables. */
export function mailClaim(
  database: Database,
  table: typeof monitoringAlertMails | typeof weeklyReportMails,
  where: SQL | undefined,
): MailClaim {
  return {
    async pending() {
      const [row] = await database.db.select({ sentAt: table.sentAt }).from(table).where(where);
      return row !== undefined && row.sentAt === null;
    },
    async markSent() {
      await database.db.update(table).set({ sentAt: new Date() }).where(where);
    },
    async giveBack() {
      await database.db.delete(table).where(where);
    },
  };
}
