import {
  AI_PLANNING_ACTIONS,
  type AiContentAction,
  type AiContentRequest,
  type AiPlanningAction,
} from "@sitelens/shared";
import { aiPlanningPrompt } from "./ai-planning-prompt";

const NAMES = { tr: "Turkish", en: "English" } as const;

const INSTRUCTIONS: Record<AiContentAction, (request: AiContentRequest) => string> = {
  improve: (r) =>
    `Improve the clarity, flow and grammar of the text in ${NAMES[r.language]}. Keep its meaning, facts and length.`,
  shorten: (r) => `Shorten the text in ${NAMES[r.language]} to about half its length. Keep the key facts.`,
  expand: (r) =>
    `Expand the text in ${NAMES[r.language]} with more explanation and concrete examples, about twice as long. Do not invent facts, numbers or sources.`,
  citable: (r) =>
    `Rewrite the text in ${NAMES[r.language]} so AI answer engines can quote it: short self-contained statements, a clear definition first. Where a figure would help, insert the placeholder [${r.language === "tr" ? "İSTATİSTİK" : "STATISTIC"}: …] and after claims the slot [${r.language === "tr" ? "KAYNAK" : "SOURCE"}: …]. Never invent numbers or sources.`,
  translate: (r) =>
    `Translate the text from ${NAMES[r.language]} into ${NAMES[r.language === "tr" ? "en" : "tr"]}. Keep the meaning, tone and paragraph breaks.`,
};

/** System and user prompt for an editor action; the answer is plain text with blank lines between paragraphs. */
export function aiContentPrompt(request: AiContentRequest): { system: string; prompt: string } {
  const action = request.action;
  if ((AI_PLANNING_ACTIONS as readonly string[]).includes(action))
    return aiPlanningPrompt(action as AiPlanningAction, request);
  return {
    system: `You are an editor for web articles. ${INSTRUCTIONS[action as AiContentAction](request)} Answer with the resulting text only: no preface, no quotes around it, paragraphs separated by blank lines, "## " before a subheading.`,
    prompt: `Article title: ${request.title}\n\nText:\n${request.text}`,
  };
}
