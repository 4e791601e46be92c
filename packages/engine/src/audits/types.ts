import type { PageArtifact } from "../gatherers/page/types";
import type { RobotsAnalysis } from "../gatherers/site/analyze-robots-txt";
import type { Engine } from "../gatherers/site/bot-tokens";
import type { NotFoundProbe } from "../gatherers/site/probe-not-found-page";
import type { SiteArtifacts } from "../gatherers/site/types";
import type { Localized } from "../i18n/localized";

export type CategoryId =
  | "technical"
  | "content"
  | "ux"
  | "offpage"
  | "speedMobile"
  | "speedDesktop"
  | "internalLinks"
  | "aio";
export type ScoreDisplayMode = "binary" | "numeric" | "informative" | "notApplicable";
export type TaskCategory = "technical" | "content" | "performance" | "seo" | "accessibility";
export type DetailRow = Record<string, string | number | boolean | null>;

export interface AuditMeta {
  id: string;
  title: Localized;
  failureTitle: Localized;
  description: Localized;
  category: CategoryId;
  taskCategory: TaskCategory;
  engines: Engine[];
  requiredArtifacts: string[];
  scoreDisplayMode: ScoreDisplayMode;
}

/** One page's outcome of a per-page audit. */
export interface PageAuditOutcome {
  score: number | null;
  notApplicable?: boolean;
  details?: DetailRow[];
}

export interface AuditOutcome {
  score: number | null;
  notApplicable?: boolean;
  /** Why it is not applicable, or a short figure ("3 of 40 pages"). */
  displayValue?: Localized;
  details?: DetailRow[];
  failingUrls?: string[];
  /** Pages or items checked, for share-of-passing figures. */
  applicable?: number;
  passed?: number;
}

export interface PageContext {
  robots: RobotsAnalysis;
  siteHost: string;
  /** How the site answers a URL that cannot exist; null when it could not be asked. */
  notFoundProbe?: NotFoundProbe | null;
}

export interface PageAudit {
  scope: "page";
  meta: AuditMeta;
  audit(page: PageArtifact, context: PageContext): PageAuditOutcome;
}

export interface SiteAudit {
  scope: "site";
  meta: AuditMeta;
  audit(site: SiteArtifacts): AuditOutcome;
}

export type Audit = PageAudit | SiteAudit;
