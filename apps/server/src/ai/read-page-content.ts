import { createFetcher, defaultCrawlOptions } from "@sitelens/engine";
import { scanOptionsFromEnv } from "../analysis/scan-options-from-env";
import type { Env } from "../env";

export interface PageContent {
  url: string;
  title: string | null;
  metaDescription: string | null;
  head: string;
  text: string;
}

const decode = (value: string) =>
  value
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");

/** The page's own content for the prompt, fetched through the SSRF-guarded fetcher; null when unreachable. */
export async function readPageContent(env: Env, url: string): Promise<PageContent | null> {
  const fetcher = createFetcher({ ...defaultCrawlOptions, ...scanOptionsFromEnv(env), timeoutMs: 10_000 });
  try {
    const response = await fetcher.fetch(url, { maxBodyBytes: 2 * 1024 * 1024 });
    if (response.error || response.status !== 200 || !response.body) return null;
    const html = response.body;
    const head = /<head[^>]*>([\s\S]*?)<\/head>/i.exec(html)?.[1] ?? "";
    const text = html
      .replace(/<(script|style|noscript|svg)[^>]*>[\s\S]*?<\/\1>/gi, " ")
      .replace(/<[^>]+>/g, " ")
      .replace(/\s+/g, " ")
      .trim();
    return {
      url: response.finalUrl,
      title: /<title[^>]*>([\s\S]*?)<\/title>/i.exec(html)?.[1]?.trim() ?? null,
      metaDescription:
        /<meta[^>]+name=["']description["'][^>]*content=["']([^"']*)["']/i.exec(html)?.[1] ?? null,
      head: head.replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, "").slice(0, 3000),
      text: decode(text).slice(0, 4000),
    };
  } finally {
    await fetcher.close();
  }
}
