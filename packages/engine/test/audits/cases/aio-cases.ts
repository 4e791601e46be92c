import type { AgentResponse } from "../../../src/gatherers/site/types";
import { type AuditCase, html, ORIGIN, pageFrom, prose, recordFrom, robotsFrom, siteFrom } from "../helpers";

const page = (source = html(), headers: Record<string, string> = {}) => ({
  page: pageFrom(source, { headers }),
});
const withRobots = (body: string) => ({ site: siteFrom({ robots: robotsFrom(body) }) });
const article = (extraHead: string, body = `<h1>Rehber</h1><p>${prose(320)}</p>`) =>
  page(html({ head: extraHead, body }));
const longBody = (extra: string) => page(html({ body: `<h1>Rehber</h1><p>${prose(320)}</p>${extra}` }));
const response = (token: string, status: number, wordCount: number): AgentResponse => ({
  token,
  userAgent: `${token}/1.0`,
  status,
  errorCode: null,
  wordCount,
  simhash: null,
});
const startWith = (head: string) => ({
  site: siteFrom({ startPage: pageFrom(html({ head }), { url: `${ORIGIN}/` }) }),
});

export const aioCases: AuditCase[] = [
  {
    id: "llms-txt",
    pass: {
      site: siteFrom({
        llmsTxt: {
          status: 200,
          body: `# Örnek Kahve\n\n> Taze kahve.\n\n- [Rehber](${ORIGIN}/rehber): demleme`,
        },
      }),
    },
    fail: { site: siteFrom({ llmsTxt: { status: 200, body: "Örnek Kahve" } }) },
  },
  {
    id: "ai-retrieval-bot-access",
    pass: withRobots("User-agent: GPTBot\nDisallow: /"),
    fail: withRobots("User-agent: OAI-SearchBot\nDisallow: /"),
  },
  {
    id: "ai-training-bot-policy",
    pass: withRobots(""),
    fail: withRobots("User-agent: GPTBot\nDisallow: /\n\nUser-agent: CCBot\nDisallow: /"),
  },
  {
    id: "googlebot-access",
    pass: { site: siteFrom({ pages: [recordFrom(`${ORIGIN}/a`)] }) },
    fail: {
      site: siteFrom({
        pages: [recordFrom(`${ORIGIN}/a`)],
        robots: robotsFrom("User-agent: Googlebot\nDisallow: /"),
      }),
    },
  },
  {
    id: "bingbot-access",
    pass: { site: siteFrom({ pages: [recordFrom(`${ORIGIN}/a`)] }) },
    fail: {
      site: siteFrom({
        pages: [recordFrom(`${ORIGIN}/a`)],
        robots: robotsFrom("User-agent: bingbot\nDisallow: /"),
      }),
    },
  },
  {
    id: "ai-user-agent-parity",
    pass: {
      site: siteFrom({ agentResponses: [response("browser", 200, 500), response("SitelensBot", 200, 480)] }),
    },
    fail: {
      site: siteFrom({ agentResponses: [response("browser", 200, 500), response("SitelensBot", 403, 3)] }),
    },
  },
  {
    id: "server-rendered-content",
    pass: page(),
    fail: page(
      '<!DOCTYPE html><html lang="tr"><head><title>Uygulama</title></head><body><div id="root"></div><script src="/app.js"></script></body></html>',
    ),
  },
  {
    id: "organization-entity",
    pass: startWith(
      '<script type="application/ld+json">{"@context":"https://schema.org","@type":"Organization","name":"Ö","sameAs":["https://x.com/o"]}</script>',
    ),
    fail: startWith(
      '<script type="application/ld+json">{"@context":"https://schema.org","@type":"Organization","name":"Ö"}</script>',
    ),
  },
  { id: "author-byline", pass: article('<meta name="author" content="Elif Yılmaz">'), fail: article("") },
  {
    id: "content-dates",
    pass: article('<meta property="article:published_time" content="2026-03-02">'),
    fail: article(""),
  },
  { id: "statistics", pass: longBody("<p>Satışlar yüzde 45 değil, %45 arttı.</p>"), fail: longBody("") },
  { id: "quotations", pass: longBody("<blockquote>Kahve bir ritüeldir.</blockquote>"), fail: longBody("") },
  {
    id: "source-citations",
    pass: longBody('<a href="https://sca.coffee/research">SCA araştırması</a>'),
    fail: longBody(""),
  },
  {
    id: "faq-structure",
    pass: page(
      html({
        head: '<script type="application/ld+json">{"@context":"https://schema.org","@type":"FAQPage","mainEntity":[]}</script>',
        body: "<h1>SSS</h1><h2>Oran nedir?</h2><p>1:16.</p><h2>Sıcaklık kaç?</h2><p>93.</p>",
      }),
    ),
    fail: page(
      html({ body: "<h1>SSS</h1><h2>Oran nedir?</h2><p>1:16.</p><h2>Sıcaklık kaç?</h2><p>93.</p>" }),
    ),
  },
  {
    id: "snippet-restrictions",
    pass: page(),
    fail: page(html(), { "x-robots-tag": "googlebot: nosnippet" }),
  },
  { id: "bing-nocache", pass: page(), fail: page(html({ head: '<meta name="bingbot" content="nocache">' })) },
  {
    id: "content-signal",
    pass: withRobots("User-agent: *\nContent-Signal: search=yes, ai-input=yes, ai-train=no\nAllow: /"),
    fail: withRobots("User-agent: *\nContent-Signal: search=yes, ai-input=no\nAllow: /"),
  },
];
