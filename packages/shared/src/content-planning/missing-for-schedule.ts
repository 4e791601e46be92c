import type { ScheduleRequirement } from "./content-item-requests";

type Schedulable = {
  title: string;
  body: string;
  metaTitle: string;
  metaDescription: string;
  publishAt: string | null;
  channels: readonly unknown[];
};

/** The §5 fields still empty before an item can be scheduled (the body counts only if it has text). */
export function missingForSchedule(item: Schedulable): ScheduleRequirement[] {
  const missing: ScheduleRequirement[] = [];
  if (!item.title.trim()) missing.push("title");
  if (!item.body.replace(/<[^>]*>/g, "").trim()) missing.push("body");
  if (!item.metaTitle.trim()) missing.push("metaTitle");
  if (!item.metaDescription.trim()) missing.push("metaDescription");
  if (!item.publishAt) missing.push("publishAt");
  if (item.channels.length === 0) missing.push("channels");
  return missing;
}
