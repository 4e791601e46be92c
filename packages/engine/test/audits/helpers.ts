import type { AuditResult } from "@sitelens/shared/scan-result";
import { AUDITS } from "../../src/audits/registry";
import type { Audit } from "../../src/audits/types";
import type { CrawledPage } from "../../src/crawl/types";
import { gatherPageArtifact } from "../../src/gatherers/page/gather-page-artifact";
import type { PageArtifact } from "../../src/gatherers/page/types";
import { analyzeRobotsTxt, type RobotsAnalysis } from "../../src/gatherers/site/analyze-robots-txt";
import type { NotFoundProbe } from "../../src/gatherers/site/probe-not-found-page";
import type { PageRecord, SiteArtifacts } from "../../src/gatherers/site/types";
import type { FetchResult } from "../../src/net/types";

export const ORIGIN = "https://www.ornek.com.tr";
export const PAGE_URL = `${ORIGIN}/blog/yazi`;

const WORDS =
  "Kahve çekirdekleri Etiyopya Kolombiya ve Kenya'dan geliyor her hafta taze kavruluyor ve aynı hafta içinde gönderiliyor demleme için doğru oran sıcaklık ve öğütme kalınlığı lezzeti belirliyor";

/** Body text of about n words, varied enough to look like prose. */
export function prose(words: number): string {
  const base = WORDS.split(" ");
  return Array.from({ length: words }, (_, i) => base[i % base.length]).join(" ");
}

interface PageOptions {
  url?: string;
  status?: number;
  headers?: Record<string, string>;
  redirects?: FetchResult["redirects"];
  contentType?: string | null;
  compression?: string | null;
  httpVersion?: string | null;
  ttfbMs?: number;
  decodedBytes?: number;
  depth?: number;
  blockedByRobots?: boolean;
  error?: FetchResult["error"];
}

/** A page artifact made by the real gatherer from HTML, as the crawler would hand it over. */
export function pageFrom(html: string, options: PageOptions = {}): PageArtifact {
  const url = options.url ?? PAGE_URL;
  const fetch: FetchResult = {
    requestedUrl: url,
    finalUrl: url,
    redirects: options.redirects ?? [],
    status: options.status ?? 200,
    headers: { "content-type": "text/html; charset=utf-8", ...options.headers },
    contentType: options.contentType === undefined ? "text/html" : options.contentType,
    charset: "utf-8",
    body: html,
    bodyTruncated: false,
    bytes: { transfer: html.length, decoded: options.decodedBytes ?? html.length },
    compression: options.compression === undefined ? "gzip" : options.compression,
    httpVersion: options.httpVersion === undefined ? "2" : options.httpVersion,
    timings: { ttfbMs: options.ttfbMs ?? 120, totalMs: 200 },
    error: options.error ?? null,
  };
  const page: CrawledPage = {
    url,
    depth: options.depth ?? 1,
    source: "link",
    blockedByRobots: options.blockedByRobots ?? false,
    fetch,
  };
  return gatherPageArtifact(page);
}

interface HtmlParts {
  lang?: string | null;
  head?: string;
  body?: string;
  title?: string | null;
  description?: string | null;
  viewport?: string | null;
  doctype?: boolean;
}

/** A complete, well-formed page; each part can be replaced to make one audit fail. */
export function html(parts: HtmlParts = {}): string {
  const title = parts.title === undefined ? "Evde filtre kahve demleme rehberi ve oranlar" : parts.title;
  const description =
    parts.description === undefined
      ? "V60, Chemex ve French press ile evde filtre kahve demlemek için oranlar, su sıcaklığı ve öğütme kalınlığı üzerine adım adım rehber."
      : parts.description;
  const viewport = parts.viewport === undefined ? "width=device-width, initial-scale=1" : parts.viewport;
  const lang = parts.lang === undefined ? "tr" : parts.lang;
  return `${parts.doctype === false ? "" : "<!DOCTYPE html>"}
<html${lang === null ? "" : ` lang="${lang}"`}><head>
<meta charset="utf-8">
${viewport === null ? "" : `<meta name="viewport" content="${viewport}">`}
${title === null ? "" : `<title>${title}</title>`}
${description === null ? "" : `<meta name="description" content="${description}">`}
<meta property="og:title" content="Rehber"><meta property="og:type" content="article"><meta property="og:url" content="${PAGE_URL}"><meta property="og:image" content="${ORIGIN}/kapak.jpg">
<meta name="twitter:card" content="summary">
${parts.head ?? ""}
</head><body>
<header><nav><a href="/">Ana sayfa</a> <a href="/hakkimizda">Hakkımızda</a></nav></header>
<main>${parts.body ?? `<h1>Filtre kahve rehberi</h1><p>${prose(260)}</p><img src="/a.jpg" alt="V60 demleme" width="800" height="600">`}</main>
<footer><a href="/iletisim">İletişim</a></footer>
</body></html>`;
}

export function robotsFrom(body: string, status = 200): RobotsAnalysis {
  const url = `${ORIGIN}/robots.txt`;
  const fetch = pageFetch(url, body, status);
  return analyzeRobotsTxt(url, fetch);
}

function pageFetch(url: string, body: string, status: number): FetchResult {
  return {
    requestedUrl: url,
    finalUrl: url,
    redirects: [],
    status,
    headers: {},
    contentType: "text/plain",
    charset: "utf-8",
    body,
    bodyTruncated: false,
    bytes: { transfer: body.length, decoded: body.length },
    compression: null,
    httpVersion: "1.1",
    timings: { ttfbMs: 10, totalMs: 10 },
    error: status === 0 ? { code: "connection", message: "refused" } : null,
  };
}

export function recordFrom(url: string, overrides: Partial<PageRecord> = {}): PageRecord {
  return {
    url,
    finalUrl: url,
    status: 200,
    depth: 1,
    clickDepth: 1,
    errorCode: null,
    blockedByRobots: false,
    isHtml: true,
    redirected: false,
    title: `Başlık ${url}`,
    description: `Açıklama ${url}`,
    h1: "Başlık",
    excerpt: prose(40),
    author: null,
    published: null,
    canonical: null,
    hreflangs: [],
    noindex: false,
    textHash: `hash-${url}`,
    simhash: null,
    wordCount: 300,
    ...overrides,
  };
}

export function siteFrom(overrides: Partial<SiteArtifacts> = {}): SiteArtifacts {
  return {
    startUrl: `${ORIGIN}/`,
    startPage: pageFrom(html(), { url: `${ORIGIN}/`, depth: 0 }),
    robots: robotsFrom("User-agent: *\nDisallow: /admin/\n"),
    sitemaps: [],
    sitemapUrls: new Set(),
    llmsTxt: { status: 404, body: "" },
    agentResponses: [],
    notFoundProbe: null,
    httpVariant: null,
    indexNow: { key: null, served: false },
    pages: [],
    links: [],
    speed: { status: "unavailable", reason: "Lighthouse is turned off" },
    rendering: {
      budget: { pages: 10, totalMs: 60_000, pageMs: 15_000 },
      attempts: [],
      comparisons: [],
      skipped: 0,
      unavailable: null,
    },
    ...overrides,
  };
}

export type AuditInput =
  | { page: PageArtifact; robots?: RobotsAnalysis; notFoundProbe?: NotFoundProbe }
  | { site: SiteArtifacts };

export function auditById(id: string): Audit {
  const audit = AUDITS.find((candidate) => candidate.meta.id === id);
  if (!audit) throw new Error(`No audit ${id}`);
  return audit;
}

/** Runs one audit on a hand-made artifact, page or site, as the runner would. */
export function runAudit(id: string, input: AuditInput): { score: number | null; notApplicable: boolean } {
  const audit = auditById(id);
  if (audit.scope === "page") {
    if (!("page" in input)) throw new Error(`${id} is a page audit`);
    const outcome = audit.audit(input.page, {
      robots: input.robots ?? robotsFrom(""),
      siteHost: new URL(ORIGIN).hostname,
      notFoundProbe: input.notFoundProbe ?? null,
    });
    return { score: outcome.score, notApplicable: outcome.notApplicable === true };
  }
  if (!("site" in input)) throw new Error(`${id} is a site audit`);
  const outcome = audit.audit(input.site);
  return { score: outcome.score, notApplicable: outcome.notApplicable === true };
}

export interface AuditCase {
  id: string;
  pass: AuditInput;
  fail: AuditInput;
}

/** A serialised audit result for scoring and task tests. */
export function auditResult(id: string, overrides: Partial<AuditResult> = {}): AuditResult {
  return {
    id,
    category: "content",
    taskCategory: "seo",
    engines: [],
    title: { tr: "Başarılı", en: "Passing" },
    failureTitle: { tr: "Başarısız", en: "Failing" },
    description: {
      tr: "Düzeltin. [Daha fazla bilgi](https://x.org).",
      en: "Fix it. [Learn more](https://x.org).",
    },
    severity: "warning",
    scoreDisplayMode: "binary",
    score: 1,
    notApplicable: false,
    displayValue: null,
    details: [],
    failingUrls: [],
    passed: null,
    applicable: null,
    weight: 1,
    error: null,
    ...overrides,
  };
}
