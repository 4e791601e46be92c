import type { BacklinkFacts } from "../../backlinks/backlink-facts";
import type { RenderAttempt, RenderBudget } from "../../browser/create-renderer";
import type { SitemapDocument } from "../../crawl/types";
import type { FetchErrorCode } from "../../net/types";
import type { SpeedArtifact } from "../../speed-types";
import type { RenderComparison } from "../page/compare-render";
import type { PageArtifact } from "../page/types";
import type { RobotsAnalysis } from "./analyze-robots-txt";
import type { NotFoundProbe } from "./probe-not-found-page";

/** What site audits keep of each page after its per-page audits ran (no links, no text). */
export interface PageRecord {
  url: string;
  finalUrl: string;
  status: number;
  /** Discovery depth from the crawler. */
  depth: number;
  /** Clicks from the start page over the link graph; null when no link leads here (sitemap only). */
  clickDepth: number | null;
  errorCode: FetchErrorCode | null;
  blockedByRobots: boolean;
  isHtml: boolean;
  redirected: boolean;
  title: string | null;
  description: string | null;
  h1: string | null;
  /** Opening of the main text, for description candidates in tasks. */
  excerpt: string;
  author: string | null;
  published: string | null;
  /** Absolute canonical URL when exactly one valid canonical is declared. */
  canonical: string | null;
  hreflangs: { lang: string; href: string }[];
  noindex: boolean;
  textHash: string | null;
  simhash: string | null;
  wordCount: number;
}

export interface LinkEdge {
  source: string;
  target: string;
  anchor: string;
  nofollow: boolean;
  position: string;
}

export interface AgentResponse {
  token: string;
  /** The exact User-Agent header sent, so the result can say what was compared. */
  userAgent: string;
  status: number;
  errorCode: FetchErrorCode | null;
  wordCount: number;
  simhash: string | null;
}

export interface SiteArtifacts {
  startUrl: string;
  /** The start page as a browser received it, parsed; null when it was not HTML. */
  startPage: PageArtifact | null;
  robots: RobotsAnalysis;
  sitemaps: SitemapDocument[];
  sitemapUrls: Set<string>;
  llmsTxt: { status: number; body: string };
  agentResponses: AgentResponse[];
  notFoundProbe: NotFoundProbe | null;
  /** Response to the http:// variant of an https start URL, without following redirects. */
  httpVariant: { status: number; location: string | null } | null;
  indexNow: { key: string | null; served: boolean };
  pages: PageRecord[];
  /** Internal links by source, then target; read them in one pass each (a scan makes the edges on demand). */
  links: Iterable<LinkEdge>;
  speed: SpeedArtifact;
  rendering: RenderingArtifact;
  /** Off-page facts supplied by the caller (ScanOptions.backlinks); absent: off-page audits are not applicable. */
  backlinks?: BacklinkFacts | null;
}

/** Which pages were rendered in Chromium, within which budget, and what JavaScript changed on them. */
export interface RenderingArtifact {
  budget: RenderBudget;
  attempts: RenderAttempt[];
  comparisons: RenderComparison[];
  /** Pages that needed rendering after the budget was spent. */
  skipped: number;
  /** Why no page could be rendered (no Chromium); null when rendering was available or never needed. */
  unavailable: string | null;
}
