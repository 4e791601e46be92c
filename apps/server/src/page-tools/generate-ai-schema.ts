import type { HtmlFacts } from "@sitelens/engine";
import {
  type PageSource,
  type SchemaType,
  type SchemaValues,
  schemaFields,
  schemaListsOf,
} from "@sitelens/shared";
import { generateText, Output } from "ai";
import { z } from "zod";
import type { AiProvider } from "../ai/ai-providers";
import { LANGUAGE_NAMES, pageTextPrompt } from "./page-text-prompt";

const aiSchemaOutput = z.object({
  fields: z
    .array(z.object({ name: z.string(), value: z.string() }))
    .describe("Values for the listed empty fields, only when the page text or the extra info states them"),
  rows: z
    .array(z.object({ name: z.string(), text: z.string() }))
    .describe("FAQ questions and answers, or steps (name and instruction), taken from the page text"),
});

/**
 * The model fills the empty fields of the form from the page and the user's extra info: it writes
 * descriptions, and copies facts only when stated; FAQ/steps rows only when the page has none.
 */
export async function generateAiSchema(
  provider: AiProvider,
  input: { type: SchemaType; source: PageSource; facts: HtmlFacts; values: SchemaValues; extraInfo: string },
): Promise<{ fields: Record<string, string>; rows: { name: string; text: string }[] }> {
  const empty = schemaFields[input.type]
    .filter((field) => !input.values.fields[field.name])
    .map(
      (field) =>
        `${field.name} (${field.kind}${field.options ? `: one of ${field.options.join(", ")}` : ""})`,
    );
  const list = schemaListsOf[input.type];
  const wantsRows = Boolean(list) && !(list && input.values.rows[list.list]?.length);
  const { output } = await generateText({
    model: provider.languageModel(),
    system: `You fill schema.org ${input.type} markup for a web page. Write in ${LANGUAGE_NAMES[input.source.language]}. Use only facts stated in the page text or the extra info; never invent prices, dates, addresses or ratings. Dates are ISO 8601, durations ISO 8601 (PT30M), prices plain numbers, currencies ISO 4217 codes. Descriptions are one or two plain sentences.`,
    prompt: [
      `Empty fields to fill when the sources state them:\n${empty.join("\n") || "(none)"}`,
      wantsRows
        ? `Also give ${list?.list === "faq" ? "question/answer pairs" : "the steps"} as rows.`
        : "Return no rows.",
      `Extra info from the site owner:\n${input.extraInfo || "(none)"}`,
      pageTextPrompt(input.source, input.facts, 3000),
    ].join("\n\n"),
    output: Output.object({ schema: aiSchemaOutput }),
    maxRetries: 1,
    timeout: 60_000,
  });
  const allowed = new Set(schemaFields[input.type].map((field) => field.name));
  const fields: Record<string, string> = {};
  for (const { name, value } of output.fields)
    if (allowed.has(name) && !input.values.fields[name] && value.trim()) fields[name] = value.trim();
  return {
    fields,
    rows: wantsRows ? output.rows.filter((row) => row.text.trim()) : [],
  };
}
