import { generateText, Output } from "ai";
import { z } from "zod";
import type { AiProvider } from "../../ai/ai-providers";
import type { Language } from "../../http/language";

export const aiCompetitorsSchema = z.object({
  competitors: z
    .array(
      z.object({
        name: z.string().min(1).max(100),
        url: z.string().min(3).max(300),
        reason: z.string().max(300),
      }),
    )
    .max(12),
});
export type AiCompetitor = z.infer<typeof aiCompetitorsSchema>["competitors"][number];

export interface SiteBrief {
  name: string;
  url: string;
  language: Language;
  title: string | null;
  description: string | null;
  topics: string[];
}

/** Asks the configured model for direct competitors of the site, from its own description and topics. */
export async function askAiForCompetitors(provider: AiProvider, site: SiteBrief): Promise<AiCompetitor[]> {
  const languageName = site.language === "tr" ? "Turkish" : "English";
  const { output } = await generateText({
    model: provider.languageModel(),
    system:
      "You are an SEO analyst. Name real websites that compete directly with the given site for the same " +
      "customers and search queries, in the same language and market. Never name the site itself, " +
      "marketplaces, social networks, encyclopaedias or search engines. Give each site's home page URL and " +
      `a one-sentence reason in ${languageName}. Answer with JSON only.`,
    prompt: [
      `Site: ${site.name} (${site.url})`,
      `Language and market: ${languageName}`,
      site.title ? `Home page title: ${site.title}` : null,
      site.description ? `Description: ${site.description}` : null,
      site.topics.length > 0 ? `Topics of its pages: ${site.topics.join(", ")}` : null,
      "List up to 8 competitors.",
    ]
      .filter(Boolean)
      .join("\n"),
    output: Output.object({ schema: aiCompetitorsSchema }),
    maxRetries: 1,
    timeout: 60_000,
  });
  return output.competitors;
}
