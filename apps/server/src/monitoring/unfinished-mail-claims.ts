import { and, isNull, lt, lte } from "drizzle-orm";
import { monitoringAlertMails, weeklyReportMails } from "../db/schema";
import { unfinishedWork } from "../jobs/unfinished-work";
import { monitoringMailJob } from "./monitoring-mail-job";

/**
 * A claim row whose e-mail was never sent after every attempt of the mail job (its last worker was
 * killed before giving the claim back) is given back, so a later event may send it.
 */
function unsentClaims(table: typeof monitoringAlertMails | typeof weeklyReportMails) {
  return unfinishedWork({
    job: monitoringMailJob,
    ownedByJob: false,
    async find(database, startedBefore) {
      const rows = await database.db
        .select()
        .from(table)
        .where(and(isNull(table.sentAt), lt(table.createdAt, startedBefore)));
      return rows.map((row) => ({ row, startedAt: row.createdAt }));
    },
    // Every unsent claim no newer than a stale one is stale too (the database keeps microseconds, a Date
    // milliseconds, so the bound is rounded up).
    async giveUp({ database }, { startedAt }) {
      const bound = new Date(startedAt.getTime() + 1);
      await database.db.delete(table).where(and(isNull(table.sentAt), lte(table.createdAt, bound)));
    },
  });
}

export const unsentAlertMails = unsentClaims(monitoringAlertMails);
export const unsentWeeklyReports = unsentClaims(weeklyReportMails);
