import type { ContentChannel, ContentState } from "@sitelens/shared";
import type { contentDrafts } from "../db/schema";
import { AppError } from "../errors/app-error";
import { assertPublishTime } from "./check-publish-time";

/** Only items that have not gone out yet can move on the calendar. */
export const PLANNABLE_STATES: readonly ContentState[] = ["draft", "scheduled"];

/**
 * A change of publish time or channels, checked against the stored item. A draft saves whatever
 * time it is given (autosave must never stop while the user is still choosing a date; scheduling
 * it checks the time). A scheduled item's new time must follow the rules (an unchanged one may
 * have passed while the user edits the text), an item that went out keeps its time, and a
 * scheduled item cannot lose its time or its last channel.
 */
export function checkPlanningChange(
  item: typeof contentDrafts.$inferSelect,
  change: { publishAt?: Date | null; channels?: ContentChannel[]; now: Date },
) {
  if (change.publishAt && change.publishAt.getTime() !== item.publishAt?.getTime()) {
    if (!PLANNABLE_STATES.includes(item.state)) throw new AppError("content_not_reschedulable");
    if (item.state === "scheduled") assertPublishTime(change.publishAt, change.now);
  }
  if (item.state !== "scheduled") return;
  if (change.publishAt === null || change.channels?.length === 0) throw new AppError("content_incomplete");
}
