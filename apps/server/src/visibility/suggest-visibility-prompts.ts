import { generateText, Output } from "ai";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { activeAiProvider } from "../ai/ai-providers";
import { trackedKeywords } from "../db/schema";
import { AppError } from "../errors/app-error";
import { listSearchConsoleQueries } from "../google/list-search-console-queries";
import type { ServerContext } from "../server-context";
import { findOwnedSite } from "../sites/find-owned-site";
import { consumeUsage, refundUsage } from "../usage/consume-usage";
import { defaultBrand, siteLanguage } from "./default-visibility-prompts";

const SUGGESTIONS = 8;
const KEYWORDS_SHOWN = 20;
const suggestionsSchema = z.object({ prompts: z.array(z.string().min(5).max(300)).min(1).max(12) });

/**
 * Questions a buyer in the site's field would put to ChatGPT, Gemini or Grok, written by the model
 * from what we know of the site: its pages' titles, the keywords it tracks and the queries Search
 * Console shows it for. The user picks from them; nothing is saved here. One AI generation.
 */
export async function suggestVisibilityPrompts(
  context: Pick<ServerContext, "database" | "env">,
  userId: string,
  siteId: string,
): Promise<{ language: "tr" | "en"; prompts: string[] }> {
  const provider = activeAiProvider(context.env);
  if (!provider) throw new AppError("prompt_suggestions_unavailable");
  const site = await findOwnedSite(context.database, userId, siteId);
  const [keywords, queries] = await Promise.all([
    context.database.db
      .select({ keyword: trackedKeywords.keyword })
      .from(trackedKeywords)
      .where(eq(trackedKeywords.siteId, site.id))
      .limit(KEYWORDS_SHOWN),
    listSearchConsoleQueries(context, userId, site.id, { limit: KEYWORDS_SHOWN }),
  ]);
  const language = siteLanguage(site);
  const brand = defaultBrand(site);
  const titles = (site.analysisData?.pages ?? [])
    .flatMap((page) => (page.title ? [page.title] : []))
    .slice(0, 15);
  await consumeUsage(context.database, userId, "ai_generations");
  try {
    const { output } = await generateText({
      model: provider.languageModel(),
      system:
        `You help measure a brand's visibility in AI assistants. Write ${SUGGESTIONS} different questions that a ` +
        `potential customer in this site's market would ask an AI assistant while choosing a product, service or source, ` +
        `in ${language === "tr" ? "Turkish" : "English"}. Never name the brand or its domain: we measure whether the ` +
        "assistant brings it up unprompted. Mix 'best X', comparisons, how-to-choose and problem questions. Answer with JSON only.",
      prompt: [
        `Site: ${site.url}`,
        `Brand (do not mention): ${brand}`,
        site.analysisData?.pages[0]?.metaDescription
          ? `Description: ${site.analysisData.pages[0].metaDescription}`
          : null,
        titles.length > 0 ? `Page titles: ${titles.join(" | ")}` : null,
        keywords.length > 0 ? `Tracked keywords: ${keywords.map((row) => row.keyword).join(", ")}` : null,
        queries.length > 0
          ? `Google queries it appears for: ${queries.map((row) => row.query).join(", ")}`
          : null,
      ]
        .filter(Boolean)
        .join("\n"),
      output: Output.object({ schema: suggestionsSchema }),
      maxRetries: 1,
      timeout: 60_000,
    });
    const mentionsBrand = (text: string) =>
      text.toLocaleLowerCase(language).includes(brand.toLocaleLowerCase(language));
    const prompts = [...new Set(output.prompts.map((text) => text.trim()))].filter(
      (text) => !mentionsBrand(text),
    );
    return { language, prompts: prompts.slice(0, SUGGESTIONS) };
  } catch (error) {
    await refundUsage(context.database, userId, "ai_generations");
    if (error instanceof AppError) throw error;
    throw new AppError("generation_failed");
  }
}
