import { buildJsonLd, type SchemaResult, type SchemaType, schemaListsOf } from "@sitelens/shared";
import { activeAiProvider } from "../ai/ai-providers";
import { AppError } from "../errors/app-error";
import type { Language } from "../http/language";
import type { ServerContext } from "../server-context";
import { generateAiSchema } from "./generate-ai-schema";
import { loadPageSource } from "./load-page-source";
import { localizeValidation } from "./localize-validation";
import { parseExtraInfo } from "./parse-extra-info";
import { prefillSchemaValues } from "./prefill-schema-values";
import { withAiGeneration } from "./with-ai-generation";

/**
 * A schema.org block for one of the user's pages: the form prefilled from the page and the extra
 * info (no AI), completed by the model when one is configured, then validated by the engine's
 * structured-data checks before it is shown. A failing model costs nothing and changes nothing.
 */
export async function generateSchema(
  context: Pick<ServerContext, "database" | "env" | "logger">,
  userId: string,
  input: { siteId: string; type: SchemaType; pageUrl?: string; extraInfo: string; useAi: boolean },
  language: Language,
): Promise<SchemaResult> {
  const { site, source, facts } = await loadPageSource(context, userId, input.siteId, input.pageUrl);
  const { values, filledBy } = prefillSchemaValues(input.type, source, facts, site);
  const origin: SchemaResult["filledBy"] = { ...filledBy };
  for (const [name, value] of Object.entries(parseExtraInfo(input.type, input.extraInfo))) {
    values.fields[name] = value;
    origin[name] = "extra";
  }
  const provider = activeAiProvider(context.env);
  const ai = { available: Boolean(provider), used: false, error: null as string | null };
  if (provider && input.useAi) {
    try {
      const filled = await withAiGeneration(context.database, userId, () =>
        generateAiSchema(provider, { type: input.type, source, facts, values, extraInfo: input.extraInfo }),
      );
      for (const [name, value] of Object.entries(filled.fields)) {
        values.fields[name] = value;
        origin[name] = "ai";
      }
      const list = schemaListsOf[input.type];
      if (list && filled.rows.length > 0) {
        values.rows[list.list] = filled.rows;
        origin[list.list] = "ai";
      }
      ai.used = true;
    } catch (error) {
      if (error instanceof AppError) throw error;
      context.logger.warn({ err: (error as Error).message, provider: provider.id }, "AI schema failed");
      ai.error = new AppError("schema_generation_failed").toBody(language).error.message;
    }
  }
  const jsonLd = JSON.stringify(buildJsonLd(input.type, values), null, 2);
  return {
    page: source,
    type: input.type,
    values,
    filledBy: origin,
    jsonLd,
    validation: localizeValidation(jsonLd, language),
    ai,
  };
}
