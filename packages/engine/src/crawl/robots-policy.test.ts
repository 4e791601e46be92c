import { describe, expect, it } from "vitest";
import { failedFetchResult } from "../net/failed-fetch-result";
import type { FetchResult } from "../net/types";
import { createRobotsPolicy, robotsPolicyFromFetch } from "./robots-policy";

const ROBOTS = `User-agent: *
Disallow: /admin/
Crawl-delay: 1

User-agent: SitelensBot
Disallow: /no-sitelens/
Crawl-delay: 3

Sitemap: https://example.com/sitemap.xml
Sitemap: https://example.com/news.xml.gz
`;

function served(status: number, body = ""): FetchResult {
  return {
    ...failedFetchResult("https://example.com/robots.txt", { code: "connection", message: "" }),
    status,
    body,
    error: null,
  };
}

describe("createRobotsPolicy", () => {
  const policy = createRobotsPolicy("https://example.com/robots.txt", ROBOTS);

  it("answers crawlers asked in turn about one URL each by its own group or the generic one", () => {
    const robots = createRobotsPolicy(
      "https://example.com/robots.txt",
      "User-agent: *\nDisallow: /private/\n\nUser-agent: Googlebot/2.1\nDisallow: /\nAllow: /private/\n# bingbot may crawl\n",
    );
    const tokens = ["*", "Googlebot", "bingbot", "DuckDuckBot", "SitelensBot"];
    for (let round = 0; round < 2; round++) {
      expect(tokens.map((token) => robots.isAllowed("https://example.com/private/a", token))).toEqual([
        false,
        true,
        false,
        false,
        false,
      ]);
      expect(tokens.map((token) => robots.isAllowed("https://example.com/public", token))).toEqual([
        true,
        false,
        true,
        true,
        true,
      ]);
    }
  });

  it("matches the group for a token", () => {
    expect(policy.isAllowed("https://example.com/admin/x", "Googlebot")).toBe(false);
    expect(policy.isAllowed("https://example.com/admin/x", "SitelensBot")).toBe(true);
    expect(policy.isAllowed("https://example.com/no-sitelens/", "SitelensBot")).toBe(false);
    expect(policy.isAllowed("https://example.com/", "SitelensBot")).toBe(true);
  });

  it("judges a sibling host by path", () => {
    expect(policy.isAllowed("https://www.example.com/admin/x", "Googlebot")).toBe(false);
  });

  it("keeps each group's verdicts apart, and stays right past the bound on kept verdicts", () => {
    const robots = createRobotsPolicy(
      "https://example.com/robots.txt",
      "User-agent: *\nDisallow: /*/odd$\n\nUser-agent: Googlebot\nDisallow: /*/even$\n",
    );
    // Wrong answers are collected and compared once: an expect per call made this CPU-bound test time out on a busy machine.
    const wrong: string[] = [];
    for (let round = 0; round < 2; round++) {
      for (let page = 0; page < 25_000; page++) {
        const url = `https://example.com/${page}/${page % 2 === 0 ? "even" : "odd"}`;
        if (robots.isAllowed(url, "bingbot") !== (page % 2 === 0)) wrong.push(`bingbot ${url}`);
        if (robots.isAllowed(url, "Googlebot") !== (page % 2 === 1)) wrong.push(`Googlebot ${url}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("parses a URL that only looks like it is on the robots.txt origin", () => {
    // Judged by path on the robots.txt host, as any other host: the prefix test must not take them as its own.
    expect(policy.isAllowed("https://example.com.evil.test/admin/x", "Googlebot")).toBe(false);
    expect(policy.isAllowed("https://example.com:8443/admin/x", "Googlebot")).toBe(false);
    expect(policy.isAllowed("https://example.com/admin", "Googlebot")).toBe(true);
    expect(policy.isAllowed("https://example.com/admin/", "Googlebot")).toBe(false);
  });

  it("reads crawl-delay and sitemaps", () => {
    expect(policy.crawlDelay("SitelensBot")).toBe(3);
    expect(policy.crawlDelay("Bingbot")).toBe(1);
    expect(policy.sitemaps()).toEqual(["https://example.com/sitemap.xml", "https://example.com/news.xml.gz"]);
    expect(createRobotsPolicy("https://example.com/robots.txt", "").crawlDelay("x")).toBeNull();
  });
});

describe("robotsPolicyFromFetch", () => {
  const url = "https://example.com/robots.txt";
  it("allows everything on 4xx", () => {
    const policy = robotsPolicyFromFetch(url, served(404));
    expect(policy.mode).toBe("allow-all");
    expect(policy.isAllowed("https://example.com/admin/", "SitelensBot")).toBe(true);
  });

  it("disallows everything on 5xx or no answer", () => {
    expect(robotsPolicyFromFetch(url, served(503)).isAllowed("https://example.com/", "x")).toBe(false);
    const unreachable = failedFetchResult(url, { code: "connection", message: "refused" });
    expect(robotsPolicyFromFetch(url, unreachable).mode).toBe("disallow-all");
    expect(robotsPolicyFromFetch(url, null).mode).toBe("disallow-all");
  });

  it("parses 2xx bodies", () => {
    const policy = robotsPolicyFromFetch(url, served(200, ROBOTS));
    expect(policy.mode).toBe("parsed");
    expect(policy.isAllowed("https://example.com/admin/", "Googlebot")).toBe(false);
  });
});
