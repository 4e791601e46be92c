import { extractMetaCandidates, type MetaTagResult } from "@sitelens/shared";
import { activeAiProvider } from "../ai/ai-providers";
import { AppError } from "../errors/app-error";
import type { Language } from "../http/language";
import type { ServerContext } from "../server-context";
import { generateAiMeta } from "./generate-ai-meta";
import { loadPageSource } from "./load-page-source";
import { withAiGeneration } from "./with-ai-generation";

/**
 * Meta title, description and keyword candidates for one of the user's pages: always the labelled
 * extractive ones (no AI), and the model's when a provider is configured and asked for. A failing
 * provider costs nothing (refunded) and leaves the extractive candidates with the reason.
 */
export async function generateMetaTags(
  context: Pick<ServerContext, "database" | "env" | "logger">,
  userId: string,
  input: { siteId: string; pageUrl?: string; useAi: boolean },
  language: Language,
): Promise<MetaTagResult> {
  const { site, source, facts } = await loadPageSource(context, userId, input.siteId, input.pageUrl);
  const extractive = extractMetaCandidates({
    language: source.language,
    title: source.title,
    h1: source.h1,
    headings: facts.headings.map((heading) => heading.text),
    leadText: facts.leadText,
    mainText: facts.mainText,
    siteName: site.name,
  }).map((candidate) => ({ ...candidate, method: "extractive" as const }));
  const provider = activeAiProvider(context.env);
  if (!provider || !input.useAi)
    return {
      page: source,
      candidates: extractive,
      ai: { available: Boolean(provider), used: false, error: null },
    };
  try {
    const ai = await withAiGeneration(context.database, userId, () =>
      generateAiMeta(provider, source, facts),
    );
    return {
      page: source,
      candidates: [...ai, ...extractive],
      ai: { available: true, used: true, error: null },
    };
  } catch (error) {
    if (error instanceof AppError) throw error;
    context.logger.warn({ err: (error as Error).message, provider: provider.id }, "AI meta tags failed");
    const message = new AppError("meta_generation_failed").toBody(language).error.message;
    return { page: source, candidates: extractive, ai: { available: true, used: false, error: message } };
  }
}
