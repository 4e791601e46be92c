import { z } from "zod";
import {
  contentItemStatusSchema,
  contentPlanningFieldsSchema,
} from "../content-planning/content-item-requests";

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

/** A draft is a content item (issue #17): the article plus its planning fields and state. */
export const contentDraftSchema = contentDraftFieldsSchema.extend({
  ...contentPlanningFieldsSchema.shape,
  ...contentItemStatusSchema.shape,
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
/** The page tools' editor sends only the article; content planning sends the planning fields too. */
export const saveDraftRequestSchema = contentDraftFieldsSchema.extend({
  ...contentPlanningFieldsSchema.partial().shape,
  baseVersion: z.number().int().min(1),
});
export const draftListQuerySchema = z.object({ siteId: z.string().min(1).max(100) });

export const AI_CONTENT_ACTIONS = ["improve", "shorten", "expand", "citable", "translate"] as const;
/** Content planning's actions: outline and draft from the title and keyphrase, variants from the article. */
export const AI_PLANNING_ACTIONS = ["outline", "draft", "social", "email"] as const;
export const aiContentRequestSchema = z.object({
  siteId: z.string().min(1).max(100),
  action: z.enum([...AI_CONTENT_ACTIONS, ...AI_PLANNING_ACTIONS]),
  /** The target keyword, for outline and draft. */
  keyphrase: z.string().max(200).optional(),
  /** The selection, or the whole text. */
  text: z.string().max(30_000),
  title: z.string().max(300),
  language,
});

export type ContentDraftFields = z.infer<typeof contentDraftFieldsSchema>;
export type ContentDraft = z.infer<typeof contentDraftSchema>;
export type SaveDraftRequest = z.infer<typeof saveDraftRequestSchema>;
export type SaveDraftInput = z.input<typeof saveDraftRequestSchema>;
export type AiContentAction = (typeof AI_CONTENT_ACTIONS)[number];
export type AiPlanningAction = (typeof AI_PLANNING_ACTIONS)[number];
export type AiContentRequest = z.infer<typeof aiContentRequestSchema>;
