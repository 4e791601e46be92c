import type { HtmlFacts, PageArtifact } from "../gatherers/page/types";
import type { Engine } from "../gatherers/site/bot-tokens";
import { type Localized, withLearnMore } from "../i18n/localized";
import type { AuditMeta, PageAudit, PageAuditOutcome, PageContext, SiteAudit } from "./types";

export const SEARCH_ENGINES: Engine[] = ["google", "bing", "yandex"];
export const ALL_ENGINES: Engine[] = ["google", "bing", "yandex", "chatgpt", "gemini", "grok"];

export interface MetaInput
  extends Omit<AuditMeta, "description" | "requiredArtifacts" | "scoreDisplayMode" | "taskCategory"> {
  description: Localized;
  learnMore: string;
  taskCategory?: AuditMeta["taskCategory"];
  requiredArtifacts?: string[];
  scoreDisplayMode?: AuditMeta["scoreDisplayMode"];
}

function buildMeta(input: MetaInput, defaultArtifacts: string[]): AuditMeta {
  const { learnMore, ...rest } = input;
  return {
    ...rest,
    description: withLearnMore(input.description, learnMore),
    taskCategory: input.taskCategory ?? "seo",
    requiredArtifacts: input.requiredArtifacts ?? defaultArtifacts,
    scoreDisplayMode: input.scoreDisplayMode ?? "binary",
  };
}

export function definePageAudit(input: MetaInput, audit: PageAudit["audit"]): PageAudit {
  return { scope: "page", meta: buildMeta(input, ["Page"]), audit };
}

/** A per-page audit over the parsed HTML; pages that are not HTML are not applicable. */
export function defineHtmlAudit(
  input: MetaInput,
  audit: (html: HtmlFacts, page: PageArtifact, context: PageContext) => PageAuditOutcome,
): PageAudit {
  return definePageAudit({ requiredArtifacts: ["Page", "Html"], ...input }, (page, context) =>
    page.html ? audit(page.html, page, context) : { score: null, notApplicable: true },
  );
}

export function defineSiteAudit(input: MetaInput, audit: SiteAudit["audit"]): SiteAudit {
  return { scope: "site", meta: buildMeta(input, ["Site"]), audit };
}
