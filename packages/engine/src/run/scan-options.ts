import { defaultCrawlOptions } from "../crawl/default-crawl-options";
import type { CrawlOptions } from "../crawl/types";

export type ScanOptions = CrawlOptions & {
  lighthouse: boolean;
  pagespeedApiKey?: string;
  chromePath?: string;
  /** An IndexNow key the user told us about, checked at /{key}.txt. */
  indexNowKey?: string;
};

export const defaultScanOptions: ScanOptions = { ...defaultCrawlOptions, lighthouse: true };
