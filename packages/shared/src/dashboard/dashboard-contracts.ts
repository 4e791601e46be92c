import { z } from "zod";
import { localizedSchema } from "../scan-result";
import { SEARCH_DEVICES, SEARCH_ENGINES } from "../search/rank-contracts";
import { engineVisibilitySchema, visibilityEngineSchema } from "../visibility/visibility-contracts";

/** The portfolio screen (/dashboard): every site of the user at a glance. */
export const dashboardSiteSchema = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string(),
  status: z.enum(["analyzing", "completed", "error"]),
  overallScore: z.number().int(),
  previousScore: z.number().int().nullable(),
  lastAnalyzed: z.string().nullable(),
  seo: z.object({ google: z.number().int(), bing: z.number().int(), yandex: z.number().int() }),
  visibility: z.record(visibilityEngineSchema, engineVisibilitySchema),
  /** Overall score of the last analyses, oldest first. */
  trend: z.array(z.number().int()),
  openTasks: z.number().int(),
  openHighTasks: z.number().int(),
});

/** A tracked keyword whose position changed between its last two completed checks. */
export const rankMovementSchema = z.object({
  trackedKeywordId: z.string(),
  siteId: z.string(),
  siteName: z.string(),
  keyword: z.string(),
  engine: z.enum(SEARCH_ENGINES),
  device: z.enum(SEARCH_DEVICES),
  country: z.string(),
  /** null: not in the top 100. */
  position: z.number().int().nullable(),
  previousPosition: z.number().int().nullable(),
  /** Places gained (positive) or lost (negative); leaving the top 100 counts as position 101. */
  change: z.number().int(),
  url: z.string().nullable(),
  checkedAt: z.string(),
});

export const dashboardSchema = z.object({
  sites: z.array(dashboardSiteSchema),
  totals: z.object({
    sites: z.number().int(),
    averageScore: z.number().int().nullable(),
    openHighTasks: z.number().int(),
    analyzing: z.number().int(),
    errors: z.number().int(),
  }),
  highPriorityTasks: z.array(
    z.object({
      id: z.string(),
      siteId: z.string(),
      siteName: z.string(),
      title: localizedSchema,
      impact: z.number(),
    }),
  ),
  rankMovements: z.array(rankMovementSchema),
  notifications: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      message: z.string(),
      type: z.enum(["info", "success", "warning", "error"]),
      read: z.boolean(),
      createdAt: z.string(),
    }),
  ),
});

export type DashboardSite = z.infer<typeof dashboardSiteSchema>;
export type Dashboard = z.infer<typeof dashboardSchema>;
export type RankMovement = z.infer<typeof rankMovementSchema>;
