import type { HtmlFacts } from "@sitelens/engine";
import {
  charCount,
  META_DESCRIPTION_RANGE,
  META_TITLE_RANGE,
  type MetaCandidate,
  type PageSource,
  trimAtWord,
} from "@sitelens/shared";
import { generateText, Output } from "ai";
import { z } from "zod";
import type { AiProvider } from "../ai/ai-providers";
import { LANGUAGE_NAMES, pageTextPrompt } from "./page-text-prompt";

const aiMetaSchema = z.object({
  candidates: z
    .array(
      z.object({
        title: z.string().describe(`Meta title, ${META_TITLE_RANGE.min}-${META_TITLE_RANGE.max} characters`),
        description: z
          .string()
          .describe(
            `Meta description, ${META_DESCRIPTION_RANGE.min}-${META_DESCRIPTION_RANGE.max} characters`,
          ),
        keywords: z.array(z.string()).describe("3 to 8 key phrases that occur in the page text"),
      }),
    )
    .min(1)
    .max(5),
});
type AiMeta = z.infer<typeof aiMetaSchema>["candidates"][number];

const outOfRange = (candidate: AiMeta) => {
  const problems: string[] = [];
  const title = charCount(candidate.title);
  const description = charCount(candidate.description);
  if (title < META_TITLE_RANGE.min || title > META_TITLE_RANGE.max)
    problems.push(`title has ${title} characters`);
  if (description < META_DESCRIPTION_RANGE.min || description > META_DESCRIPTION_RANGE.max)
    problems.push(`description has ${description} characters`);
  return problems;
};

/**
 * Three title/description/keyword candidates from the model, grounded in the page's own text. Any
 * candidate outside 50–60 / 150–160 characters is sent back once with what is wrong; what is still
 * too long afterwards is trimmed at a word boundary.
 */
export async function generateAiMeta(
  provider: AiProvider,
  source: PageSource,
  facts: HtmlFacts,
): Promise<MetaCandidate[]> {
  const language = LANGUAGE_NAMES[source.language];
  const system = `You write search snippets. Answer in ${language}, the page's language. Use only facts, names and terms found in the page text; never invent prices, numbers or claims. Each title is ${META_TITLE_RANGE.min}-${META_TITLE_RANGE.max} characters and leads with the page's main topic; each description is ${META_DESCRIPTION_RANGE.min}-${META_DESCRIPTION_RANGE.max} characters, says what the reader gets and ends with a complete sentence.`;
  const prompt = `Write 3 different candidates for this page.\n\n${pageTextPrompt(source, facts)}`;
  const ask = async (messages: { role: "user" | "assistant"; content: string }[]) => {
    const { output } = await generateText({
      model: provider.languageModel(),
      system,
      messages,
      output: Output.object({ schema: aiMetaSchema }),
      maxRetries: 1,
      timeout: 60_000,
    });
    return output.candidates;
  };
  let candidates = await ask([{ role: "user", content: prompt }]);
  const problems = candidates.flatMap((candidate, index) =>
    outOfRange(candidate).map((p) => `Candidate ${index + 1}: ${p}`),
  );
  if (problems.length > 0) {
    candidates = await ask([
      { role: "user", content: prompt },
      { role: "assistant", content: JSON.stringify({ candidates }) },
      {
        role: "user",
        content: `These are outside the limits: ${problems.join("; ")}. Rewrite all candidates so every title is ${META_TITLE_RANGE.min}-${META_TITLE_RANGE.max} and every description ${META_DESCRIPTION_RANGE.min}-${META_DESCRIPTION_RANGE.max} characters.`,
      },
    ]);
  }
  return candidates.map((candidate) => ({
    title: trimAtWord(candidate.title, META_TITLE_RANGE.max),
    description: trimAtWord(candidate.description, META_DESCRIPTION_RANGE.max),
    keywords: candidate.keywords
      .map((keyword) => keyword.trim())
      .filter(Boolean)
      .slice(0, 8),
    method: "ai" as const,
  }));
}
