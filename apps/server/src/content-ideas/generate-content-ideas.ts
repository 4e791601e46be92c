import { randomUUID } from "node:crypto";
import type { ContentIdeasRun, contentIdeasRequestSchema } from "@sitelens/shared";
import type { z } from "zod";
import { activeAiProvider } from "../ai/ai-providers";
import { contentIdeaRuns } from "../db/schema";
import { AppError } from "../errors/app-error";
import { requireFeatureAccess } from "../plans-limits/require-feature-access";
import type { ServerContext } from "../server-context";
import { findOwnedSite } from "../sites/find-owned-site";
import { consumeUsage, refundUsage } from "../usage/consume-usage";
import { buildRuleIdeas } from "./build-rule-ideas";
import { contentIdeaRunToApi } from "./content-idea-run-to-api";
import { gatherIdeaInputs } from "./gather-idea-inputs";
import { writeAiIdeas } from "./write-ai-ideas";

/**
 * Content ideas for one of the user's sites (Pro: spec §6). One `content_ideas` unit covers the
 * whole run, paid provider calls included (SERP, keyword data, AI); it is given back when no source
 * gave anything. With AI the model writes titles and briefs over the rule-made ideas; without it,
 * or when it fails, the rule-made ideas are kept and labelled so. The run is stored for the site.
 * Titles are in the content language asked for; strategy notes in the interface language.
 */
export async function generateContentIdeas(
  context: Pick<ServerContext, "env" | "database" | "logger">,
  userId: string,
  request: z.output<typeof contentIdeasRequestSchema>,
  signal?: AbortSignal,
  interfaceLanguage: "tr" | "en" = request.language,
): Promise<ContentIdeasRun> {
  const { database } = context;
  await requireFeatureAccess(database, userId);
  const site = await findOwnedSite(database, userId, request.siteId);
  await consumeUsage(database, userId, "content_ideas");
  try {
    const inputs = await gatherIdeaInputs(context, userId, site, request, signal);
    const ruleIdeas = buildRuleIdeas(inputs, request.language, interfaceLanguage);
    if (ruleIdeas.length === 0) throw new AppError("content_ideas_failed");
    const ai = activeAiProvider(context.env);
    let ideas = ruleIdeas;
    let aiState: ContentIdeasRun["sources"]["ai"] = ai ? "used" : "not_configured";
    if (ai)
      ideas = await writeAiIdeas(ai, inputs, ruleIdeas, request.language, signal, interfaceLanguage).catch(
        (error: unknown) => {
          if (signal?.aborted) throw error;
          context.logger.warn({ err: error }, "content ideas: the model failed; rule-made ideas kept");
          aiState = "failed";
          return ruleIdeas;
        },
      );
    const [row] = await database.db
      .insert(contentIdeaRuns)
      .values({
        id: randomUUID(),
        userId,
        siteId: site.id,
        seed: inputs.seed,
        language: request.language,
        method: aiState === "used" ? "ai" : "rules",
        sources: { ...inputs.sources, ai: aiState },
        ideas,
      })
      .returning();
    if (!row) throw new AppError("content_ideas_failed");
    return contentIdeaRunToApi(row);
  } catch (error) {
    await refundUsage(database, userId, "content_ideas");
    throw error;
  }
}
