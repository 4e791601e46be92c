import type { AiContentRequest, AiPlanningAction } from "@sitelens/shared";

const NAMES = { tr: "Turkish", en: "English" } as const;

const INSTRUCTIONS: Record<AiPlanningAction, (request: AiContentRequest) => string> = {
  outline: (r) =>
    `Write an outline in ${NAMES[r.language]} for a web article with this title${r.keyphrase ? ` targeting the search keyword "${r.keyphrase}"` : ""}: "## " before each section heading, under each one or two sentences saying what it covers.`,
  draft: (r) =>
    `Write a complete web article in ${NAMES[r.language]} with this title${r.keyphrase ? `, using the search keyword "${r.keyphrase}" naturally in the first paragraph and a subheading` : ""}. Use the outline given, if any. Do not invent numbers, quotes or sources; where a figure would help write [${r.language === "tr" ? "İSTATİSTİK" : "STATISTIC"}: …].`,
  social: (r) =>
    `Write one social media post in ${NAMES[r.language]} announcing the article, at most 270 characters including up to two hashtags, no link (it is added when sharing).`,
  email: (r) =>
    `Write a short newsletter e-mail in ${NAMES[r.language]} presenting the article: a greeting, two or three short paragraphs on what the reader learns, and a closing line inviting them to read it.`,
};

/** True for the actions that write from the title (and keyphrase) alone, without text to work on. */
export const writesFromTitle = (action: AiContentRequest["action"]) =>
  action === "outline" || action === "draft";

/** System and user prompt for a content planning action. */
export function aiPlanningPrompt(
  action: AiPlanningAction,
  request: AiContentRequest,
): { system: string; prompt: string } {
  return {
    system: `You are a content writer for websites. ${INSTRUCTIONS[action](request)} Answer with the resulting text only: no preface, no quotes around it, paragraphs separated by blank lines.`,
    prompt: `Article title: ${request.title}${request.text.trim() ? `\n\nText:\n${request.text}` : ""}`,
  };
}
