import type { AuditResult, PlatformFacts } from "@sitelens/shared";
import type { Language } from "../http/language";
import type { TaskRow } from "../tasks/task-to-api";
import type { PageContent } from "./read-page-content";

const LANGUAGE_NAMES: Record<Language, string> = { tr: "Turkish", en: "English" };

export function solutionSystemPrompt(language: Language): string {
  return [
    "You are a senior technical SEO and AI-search (GEO/AIO) consultant.",
    "Given one failing audit of a website and the affected page's own content, answer with a concrete fix",
    "for THIS page: rewrite its actual title/description/headings or give the exact markup to add.",
    "Never invent facts about the business beyond what the page says.",
    `Answer in ${LANGUAGE_NAMES[language]}.`,
  ].join(" ");
}

/** The audit's details and the page's content, bounded so a prompt stays small. */
export function solutionPrompt(
  task: TaskRow,
  audit: AuditResult | undefined,
  page: PageContent | null,
  platform: PlatformFacts,
  language: Language,
): string {
  const details = audit ? JSON.stringify(audit.details.slice(0, 10)) : "[]";
  return [
    `Audit: ${task.title[language]} (${task.auditId ?? "manual"})`,
    `What it checks: ${task.description[language]}`,
    `Priority: ${task.priority}; category: ${task.category}`,
    `Affected URLs: ${task.affectedUrls.slice(0, 10).join(", ") || "site-wide"}`,
    `Audit details: ${details}`,
    `The engine's generic advice: ${task.fix[language]}`,
    // Grounds server and CMS instructions in what the site actually runs, not a guess.
    `Web server (from response headers): ${platform.server ?? "unknown"}; CMS (from the generator tag): ${platform.cms ?? "unknown"}. Give configuration in that server's syntax and steps in that CMS when known.`,
    page
      ? `Page ${page.url}\nTitle: ${page.title ?? "(none)"}\nMeta description: ${page.metaDescription ?? "(none)"}\n<head> excerpt:\n${page.head}\nText excerpt:\n${page.text}`
      : "The page content could not be fetched.",
  ].join("\n\n");
}
