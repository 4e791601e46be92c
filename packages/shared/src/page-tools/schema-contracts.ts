import { z } from "zod";
import { pageSourceSchema, pageUrlSchema } from "./meta-contracts";
import { SCHEMA_LISTS, SCHEMA_TYPES } from "./schema-fields";

export const schemaTypeSchema = z.enum(SCHEMA_TYPES);
const rowSchema = z.object({ name: z.string().max(2000), text: z.string().max(5000) });
export const schemaValuesSchema = z.object({
  fields: z.record(z.string(), z.string().max(5000)),
  rows: z.partialRecord(z.enum(SCHEMA_LISTS), z.array(rowSchema).max(100)),
});

export const schemaRequestSchema = z.object({
  siteId: z.string().min(1).max(100),
  type: schemaTypeSchema,
  pageUrl: pageUrlSchema,
  /** Spec §3: facts the page does not state (phone, price, opening hours…). */
  extraInfo: z.string().max(2000).default(""),
  useAi: z.boolean().default(true),
});

export const schemaIssueSchema = z.object({
  severity: z.enum(["error", "warning"]),
  /** Dotted JSON-LD path ("offers.price", "mainEntity[0].name"); "" for the whole block. */
  path: z.string(),
  message: z.string(),
  /** The analysis audit that reports the same problem on a live page. */
  auditId: z.string().nullable(),
});
export const schemaValidationSchema = z.object({
  valid: z.boolean(),
  types: z.array(z.string()),
  issues: z.array(schemaIssueSchema),
});

export const schemaResultSchema = z.object({
  page: pageSourceSchema,
  type: schemaTypeSchema,
  values: schemaValuesSchema,
  /** Where each filled field came from: the page, the user's extra info, or the AI model. */
  filledBy: z.record(z.string(), z.enum(["page", "extra", "ai"])),
  jsonLd: z.string(),
  validation: schemaValidationSchema,
  ai: z.object({ available: z.boolean(), used: z.boolean(), error: z.string().nullable() }),
});

export const validateSchemaRequestSchema = z.object({ jsonLd: z.string().max(100_000) });

export type SchemaRequest = z.input<typeof schemaRequestSchema>;
export type SchemaIssue = z.infer<typeof schemaIssueSchema>;
export type SchemaValidation = z.infer<typeof schemaValidationSchema>;
export type SchemaResult = z.infer<typeof schemaResultSchema>;
