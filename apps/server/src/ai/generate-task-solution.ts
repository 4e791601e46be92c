import { randomUUID } from "node:crypto";
import { buildSpecificFix, type Suggestion } from "@sitelens/shared";
import { generateText, Output } from "ai";
import { aiSuggestions } from "../db/schema";
import { AppError } from "../errors/app-error";
import { publishEvent } from "../events/publish-event";
import type { Language } from "../http/language";
import type { ServerContext } from "../server-context";
import { findOwnedSite } from "../sites/find-owned-site";
import { findOwnedTask } from "../tasks/find-owned-task";
import { consumeUsage, refundUsage } from "../usage/consume-usage";
import { activeAiProvider } from "./ai-providers";
import { readPageContent } from "./read-page-content";
import { solutionPrompt, solutionSystemPrompt } from "./solution-prompt";
import { solutionSchema, solutionToMarkdown } from "./solution-schema";
import { suggestionToApi } from "./suggestion-to-api";

const RULE_BASED_LABEL = { tr: "Kural tabanlı çözüm", en: "Rule-based fix" };

const NO_PLATFORM = { server: null, cms: null };

/**
 * "AI solution" for a task: the configured model gets the audit's details, the site's server and CMS
 * and the affected page's own content and returns a concrete fix; without a provider a rule-based fix
 * for this site's server and CMS is stored, labelled as such, or nothing when the facts add nothing
 * to the task's own fix (no_specific_fix). Either way it becomes an ai_suggestion and an event.
 */
export async function generateTaskSolution(
  context: Pick<ServerContext, "database" | "env" | "logger">,
  userId: string,
  taskId: string,
  language: Language,
): Promise<Suggestion> {
  const task = await findOwnedTask(context.database, userId, taskId);
  const site = await findOwnedSite(context.database, userId, task.siteId);
  const provider = activeAiProvider(context.env);
  const platform = site.analysisData?.platform ?? NO_PLATFORM;
  let title: string;
  let content: string;
  if (provider) {
    // A model call costs money: counted before it runs, given back if the provider fails.
    await consumeUsage(context.database, userId, "ai_generations");
    const audit = site.analysisData?.audits.find((item) => item.id === task.auditId);
    try {
      const page = await readPageContent(context.env, task.affectedUrls[0] ?? site.url);
      const { output } = await generateText({
        model: provider.languageModel(),
        system: solutionSystemPrompt(language),
        prompt: solutionPrompt(task, audit, page, platform, language),
        output: Output.object({ schema: solutionSchema }),
        maxRetries: 1,
        timeout: 90_000,
      });
      title = output.title;
      content = solutionToMarkdown(output);
    } catch (error) {
      context.logger.warn({ err: (error as Error).message, provider: provider.id }, "AI solution failed");
      await refundUsage(context.database, userId, "ai_generations");
      throw new AppError("ai_solution_failed");
    }
  } else {
    const specific = buildSpecificFix(task, platform, language);
    if (specific === null) throw new AppError("no_specific_fix");
    title = `${RULE_BASED_LABEL[language]}: ${task.title[language]}`;
    content = specific;
  }
  const [row] = await context.database.db
    .insert(aiSuggestions)
    .values({
      id: randomUUID(),
      userId,
      siteId: site.id,
      taskId: task.id,
      title,
      content,
      provider: provider?.id ?? null,
      model: provider?.model ?? null,
      ruleBased: !provider,
      language,
    })
    .returning();
  if (!row) throw new AppError("internal");
  await publishEvent(context.database, {
    userId,
    type: "suggestion.created",
    data: { id: row.id, taskId, title },
  });
  return suggestionToApi(row);
}
