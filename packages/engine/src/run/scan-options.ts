import type { BacklinkFacts } from "../backlinks/backlink-facts";
import type { RenderBudget } from "../browser/create-renderer";
import { defaultCrawlOptions } from "../crawl/default-crawl-options";
import type { CrawlOptions } from "../crawl/types";

export type ScanOptions = CrawlOptions & {
  lighthouse: boolean;
  pagespeedApiKey?: string;
  chromePath?: string;
  /** Pages measured for speed per form factor: the start page plus representative sections. */
  speedPages: number;
  /** An IndexNow key the user told us about, checked at /{key}.txt. */
  indexNowKey?: string;
  /** Off-page facts measured by the caller (verified links, a provider); the engine fetches none. */
  backlinks?: BacklinkFacts | null;
  /** JavaScript rendering of pages whose server HTML is a shell, in the guarded Chromium at chromePath. */
  render: RenderBudget;
  /** When an https:// start URL gets no answer at all, analyse its http:// variant (and say so). */
  httpFallback?: boolean;
};

export const defaultScanOptions: ScanOptions = {
  ...defaultCrawlOptions,
  lighthouse: true,
  speedPages: 3,
  render: { pages: 10, totalMs: 60_000, pageMs: 15_000 },
};
