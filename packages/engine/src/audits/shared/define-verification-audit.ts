import type { Engine } from "../../gatherers/site/bot-tokens";
import { defineSiteAudit, type MetaInput } from "../define-audit";
import { siteCheck, siteNotApplicable } from "../outcome";

/** A verification meta tag on the home page; DNS or file verification is invisible to a crawl, so the weight is low. */
export function defineVerificationAudit(
  input: Omit<MetaInput, "category" | "engines" | "taskCategory">,
  engine: "google" | "bing" | "yandex",
) {
  const engines: Engine[] = [engine];
  return defineSiteAudit(
    { ...input, category: "technical", taskCategory: "seo", engines },
    ({ startPage }) =>
      startPage?.html
        ? siteCheck(startPage.html.verification[engine], [{ url: startPage.finalUrl }])
        : siteNotApplicable({ tr: "Ana sayfa HTML değil", en: "The start page is not HTML" }),
  );
}
