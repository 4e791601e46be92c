import type { PageRecord } from "../gatherers/site/types";
import { fitText } from "./fit-text";

const TITLE = { min: 50, max: 60 };
const DESCRIPTION = { min: 150, max: 160 };

/**
 * A title candidate from the page's own H1 (or title) and the site name, within 60 characters;
 * when that is under 50, the page's own description adds detail.
 */
export function buildTitleCandidate(page: PageRecord, siteName: string): string {
  const topic =
    page.h1 ??
    page.title ??
    decodeURIComponent(new URL(page.finalUrl).pathname.split("/").filter(Boolean).pop() ?? siteName);
  const suffix = ` | ${siteName}`;
  const room = { min: TITLE.min - suffix.length, max: TITLE.max - suffix.length };
  const head =
    [...topic].length >= room.min || !page.description
      ? fitText([topic], 1, room.max)
      : fitText([`${topic}:`, page.description], room.min, room.max);
  return `${head}${suffix}`;
}

/** A meta description candidate from the page's own opening paragraphs, within 150–160 characters. */
export function buildDescriptionCandidate(page: PageRecord): string {
  return fitText([page.excerpt || page.title || ""], DESCRIPTION.min, DESCRIPTION.max);
}
