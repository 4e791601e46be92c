import type { PageRecord } from "../gatherers/site/types";
import { fitText } from "./fit-text";

const TITLE = { min: 50, max: 60 };
const DESCRIPTION = { min: 150, max: 160 };

/** A title candidate from the page's own H1 or title and the site name, aiming at 50–60 characters. */
export function buildTitleCandidate(page: PageRecord, siteName: string): string {
  const topic =
    page.h1 ??
    page.title ??
    decodeURIComponent(new URL(page.finalUrl).pathname.split("/").filter(Boolean).pop() ?? siteName);
  const suffix = ` | ${siteName}`;
  const head = fitText([topic, page.excerpt], TITLE.min - suffix.length, TITLE.max - suffix.length);
  return `${head}${suffix}`;
}

/** A meta description candidate from the page's own text, aiming at 150–160 characters. */
export function buildDescriptionCandidate(page: PageRecord): string {
  return fitText([page.excerpt || page.title || ""], DESCRIPTION.min, DESCRIPTION.max);
}
