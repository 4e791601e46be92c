import { z } from "zod";

const language = z.enum(["tr", "en"]);

export const contentDraftFieldsSchema = z.object({
  title: z.string().max(300),
  body: z.string().max(500_000),
  metaTitle: z.string().max(300),
  metaDescription: z.string().max(1000),
  slug: z.string().max(300),
  keyphrase: z.string().max(200),
  language,
});

export const contentDraftSchema = contentDraftFieldsSchema.extend({
  id: z.string(),
  siteId: z.string(),
  /** Grows by one on every save; a save must name the version it was based on. */
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const createDraftRequestSchema = z.object({
  siteId: z.string().min(1).max(100),
  language,
  title: z.string().max(300).default(""),
});
export const saveDraftRequestSchema = contentDraftFieldsSchema.extend({
  baseVersion: z.number().int().min(1),
});
export const draftListQuerySchema = z.object({ siteId: z.string().min(1).max(100) });

export const AI_CONTENT_ACTIONS = ["improve", "shorten", "expand", "citable", "translate"] as const;
export const aiContentRequestSchema = z.object({
  siteId: z.string().min(1).max(100),
  action: z.enum(AI_CONTENT_ACTIONS),
  /** The selection, or the whole text. */
  text: z.string().max(30_000),
  title: z.string().max(300),
  language,
});

export type ContentDraftFields = z.infer<typeof contentDraftFieldsSchema>;
export type ContentDraft = z.infer<typeof contentDraftSchema>;
export type SaveDraftRequest = z.infer<typeof saveDraftRequestSchema>;
export type AiContentAction = (typeof AI_CONTENT_ACTIONS)[number];
export type AiContentRequest = z.infer<typeof aiContentRequestSchema>;
