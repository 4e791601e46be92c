import { CONTENT_TYPES, type ContentIdea } from "@sitelens/shared";
import { generateText, Output } from "ai";
import { z } from "zod";
import type { AiProvider } from "../ai/ai-providers";
import type { IdeaInputs } from "./gather-idea-inputs";
import { estimatedHours, recommendedWords } from "./idea-metrics";

const aiIdeasSchema = z.object({
  ideas: z
    .array(
      z.object({
        index: z.number().int().describe("The number of the idea in the list you were given"),
        title: z.string().min(5).max(120).describe("A specific, compelling title in the requested language"),
        contentType: z.enum(CONTENT_TYPES),
        strategy: z
          .string()
          .min(20)
          .max(600)
          .describe("The SEO brief: angle, what to cover, which questions to answer, internal links"),
      }),
    )
    .min(1),
});

/**
 * The model rewrites each rule-made idea's title, type and SEO brief from the gathered data; every
 * number (volume, difficulty, traffic, return) stays ours, so the model cannot invent one.
 */
export async function writeAiIdeas(
  provider: AiProvider,
  inputs: IdeaInputs,
  ideas: ContentIdea[],
  language: "tr" | "en",
  signal?: AbortSignal,
  noteLanguage: "tr" | "en" = language,
): Promise<ContentIdea[]> {
  const languageName = language === "tr" ? "Turkish" : "English";
  const noteLanguageName = noteLanguage === "tr" ? "Turkish" : "English";
  const data = ideas.map((idea, index) => ({
    index,
    mainKeyword: idea.mainKeyword,
    type: idea.contentType,
    keywords: idea.keywords,
    questions: idea.questions,
    why: idea.reasons,
    searchConsolePosition: idea.searchConsolePosition,
    monthlySearches: idea.searchVolume,
  }));
  const { output } = await generateText({
    model: provider.languageModel(),
    system: `You are an SEO content strategist. Write titles in ${languageName} (the site's language) and the SEO briefs in ${noteLanguageName} (the reader of the brief is the site owner). Use only the data given; never invent numbers, statistics, prices or facts about the site.`,
    prompt: `Site topics: ${inputs.topics.join(", ") || "unknown"}. Seed: ${inputs.seed}.\nFor each idea below write a better title, choose the content type and write a short SEO brief.\n${JSON.stringify(data)}`,
    output: Output.object({ schema: aiIdeasSchema }),
    maxRetries: 1,
    timeout: 60_000,
    abortSignal: signal,
  });
  const written = new Map(output.ideas.map((entry) => [entry.index, entry]));
  return ideas.map((idea, index) => {
    const entry = written.get(index);
    if (!entry) return idea;
    const words = recommendedWords(entry.contentType);
    return {
      ...idea,
      title: entry.title,
      contentType: entry.contentType,
      strategy: entry.strategy,
      recommendedWords: words,
      estimatedHours: estimatedHours(words),
    };
  });
}
