import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type {
  CompetitorComparison,
  CompetitorDiscovery,
  CompetitorSharedKeywords,
  Site,
} from "@sitelens/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { discoverCompetitors } from "../../src/competitors/discover-competitors";
import { listUsage } from "../../src/usage/list-usage";
import { readJson, waitForSite } from "../sites/support";
import { signUpTestUser } from "../support/sign-up-test-user";
import { startTestServer, type TestServer } from "../support/start-test-server";
import type { TestClient } from "../support/test-client";
import { startVendorServer, type VendorServer } from "../support/vendor-server";
import { ENGLISH_HOST, RIVAL_HOST, serveCompetitorFixtures, UNRELATED_HOST } from "./fixture-sites";

let fixtures: Awaited<ReturnType<typeof serveCompetitorFixtures>>;
let dataforseo: VendorServer;
let modelServer: Server;
let server: TestServer;
let owner: TestClient;
let ownerId: string;
let site: Site;
const prompts: string[] = [];

/** Speaks OpenAI's chat-completions wire format; answers with the model's list of competitors. */
async function startModelServer(answer: () => unknown): Promise<string> {
  modelServer = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => {
      body += chunk;
    });
    request.on("end", () => {
      const parsed = JSON.parse(body) as { messages: { content: string }[] };
      prompts.push(parsed.messages.map((message) => message.content).join("\n"));
      response.writeHead(200, { "content-type": "application/json" }).end(
        JSON.stringify({
          id: "chatcmpl-1",
          object: "chat.completion",
          created: Math.floor(Date.now() / 1000),
          model: "yerel-model",
          choices: [
            {
              index: 0,
              message: { role: "assistant", content: JSON.stringify(answer()) },
              finish_reason: "stop",
            },
          ],
          usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => modelServer.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(modelServer.address() as AddressInfo).port}/v1`;
}

const labsAnswer = (items: unknown[]) => ({
  json: {
    version: "0.1.20240801",
    status_code: 20000,
    status_message: "Ok.",
    tasks_count: 1,
    tasks_error: 0,
    tasks: [
      {
        id: "11241020-1535-0387-0000-2b1d8e2f9a6c",
        status_code: 20000,
        status_message: "Ok.",
        path: ["v3", "dataforseo_labs", "google", "competitors_domain", "live"],
        result: [
          {
            se_type: "google",
            location_code: 2792,
            language_code: "tr",
            total_count: items.length,
            items_count: items.length,
            items,
          },
        ],
      },
    ],
  },
});

beforeAll(async () => {
  fixtures = await serveCompetitorFixtures();
  dataforseo = await startVendorServer();
  const port = fixtures.port;
  const aiBaseUrl = await startModelServer(() => ({
    competitors: [
      { name: "Rakip Kahve", url: `http://${RIVAL_HOST}:${port}`, reason: "Aynı kahve çeşitlerini satıyor." },
      { name: "Coffee House", url: `http://${ENGLISH_HOST}:${port}`, reason: "Kahve satıyor." },
      { name: "Oto Lastik", url: `http://${UNRELATED_HOST}:${port}`, reason: "Yanlış alan." },
      { name: "Olmayan Kahve", url: "https://olmayan-kahve.com", reason: "Kapalı." },
      { name: "Vikipedi", url: "https://tr.wikipedia.org", reason: "Ansiklopedi." },
      { name: "Biz", url: fixtures.ourUrl, reason: "Sitenin kendisi." },
    ],
  }));
  server = await startTestServer({
    env: {
      CRAWLER_RESOLVE: `${fixtures.resolve},olmayan-kahve.com:443:127.0.0.1`,
      CRAWLER_ALLOW_PRIVATE: "true",
      ANALYSIS_LIGHTHOUSE: "false",
      ANALYSIS_MAX_PAGES: "10",
      AI_BASE_URL: aiBaseUrl,
      AI_MODEL: "yerel-model",
      DATAFORSEO_LOGIN: "giris@example.com",
      DATAFORSEO_PASSWORD: "gizli",
      DATAFORSEO_BASE_URL: dataforseo.url,
    },
  });
  ({ client: owner, userId: ownerId } = await signUpTestUser(server, { language: "tr" }));
  site = await waitForSite(
    owner,
    (await readJson<Site>(await owner.post("/api/sites", { url: fixtures.ourUrl }))).id,
  );
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await fixtures?.close();
  await dataforseo?.close();
  await new Promise((resolve) => modelServer?.close(resolve));
});

const usedOf = async (kind: string) =>
  (await listUsage(server.context.database, ownerId)).find((entry) => entry.kind === kind)?.used;

describe("competitor discovery", () => {
  it("suggests ranking competitors and checked AI answers, each with its source", async () => {
    dataforseo.handle(() =>
      labsAnswer([
        { domain: "bizim-kahve.com.tr", avg_position: 3.2, intersections: 120 },
        {
          domain: "kahvedunyasi.com",
          avg_position: 7.34,
          sum_position: 300,
          intersections: 42,
          metrics: { organic: { count: 900 } },
        },
        { domain: "youtube.com", avg_position: 12, intersections: 80 },
        { domain: "www.kahve-sepeti.com.tr", avg_position: null, intersections: 9 },
      ]),
    );
    const response = await owner.post(`/api/sites/${site.id}/competitors/discover`);
    expect(response.status).toBe(200);
    const discovery = await readJson<CompetitorDiscovery>(response);
    expect(discovery.sources).toEqual({ ai: "used", dataforseo: "used" });
    expect(discovery.suggestions.map(({ domain, source }) => [domain, source])).toEqual([
      ["kahvedunyasi.com", "dataforseo"],
      ["kahve-sepeti.com.tr", "dataforseo"],
      ["rakip-kahve.com.tr", "ai"],
    ]);
    expect(discovery.suggestions[0]).toMatchObject({ sharedKeywords: 42, avgPosition: 7.3 });
    expect(discovery.suggestions[2]).toMatchObject({
      name: "Rakip Kahve",
      reason: "Aynı kahve çeşitlerini satıyor.",
      language: "tr",
    });
    // English site, other field, unreachable, a giant and the site itself were all dropped.
    expect(discovery.rejected).toBe(5);
    const [request] = dataforseo.requests;
    expect(request?.url.pathname).toBe("/v3/dataforseo_labs/google/competitors_domain/live");
    expect(request?.headers.authorization).toBe(
      `Basic ${Buffer.from("giris@example.com:gizli").toString("base64")}`,
    );
    expect(JSON.parse(request?.body ?? "[]")).toEqual([
      {
        target: "bizim-kahve.com.tr",
        location_code: 2792,
        language_code: "tr",
        limit: 20,
        exclude_top_domains: true,
      },
    ]);
    // The model was told what the site is about, from its own pages.
    expect(prompts[0]).toContain("filtre kahve");
    expect(await usedOf("keyword_lookups")).toBe(1);
    expect(await usedOf("ai_generations")).toBe(1);
  });

  it("reports a provider error inside HTTP 200 or a refused login as failed, and gives the look-up back", async () => {
    dataforseo.handle(() => ({
      json: {
        version: "0.1.20240801",
        status_code: 20000,
        status_message: "Ok.",
        tasks_error: 1,
        tasks: [{ id: "x", status_code: 40501, status_message: "Invalid Field: 'target'", result: null }],
      },
    }));
    const invalid = await readJson<CompetitorDiscovery>(
      await owner.post(`/api/sites/${site.id}/competitors/discover`),
    );
    expect(invalid.sources).toEqual({ ai: "used", dataforseo: "failed" });
    dataforseo.handle(() => ({
      status: 401,
      json: {
        version: "0.1.20240801",
        status_code: 40100,
        status_message: "You are not authorized.",
        tasks: null,
      },
    }));
    const refused = await readJson<CompetitorDiscovery>(
      await owner.post(`/api/sites/${site.id}/competitors/discover`),
    );
    expect(refused.sources.dataforseo).toBe("failed");
    expect(refused.suggestions.every((suggestion) => suggestion.source === "ai")).toBe(true);
    expect(await usedOf("keyword_lookups")).toBe(1);
  });

  it("leaves out domains already added, and says so when neither source is configured", async () => {
    dataforseo.handle(() => labsAnswer([]));
    await owner.post(`/api/sites/${site.id}/competitors`, {
      name: "Rakip",
      url: `http://${RIVAL_HOST}:${fixtures.port}`,
    });
    const after = await readJson<CompetitorDiscovery>(
      await owner.post(`/api/sites/${site.id}/competitors/discover`),
    );
    expect(after.suggestions.map((suggestion) => suggestion.domain)).not.toContain("rakip-kahve.com.tr");
    const bare = {
      ...server.context.env,
      AI_BASE_URL: undefined,
      DATAFORSEO_LOGIN: undefined,
      DATAFORSEO_PASSWORD: undefined,
    };
    const none = await discoverCompetitors({ ...server.context, env: bare }, ownerId, site.id, "tr");
    expect(none).toEqual({
      suggestions: [],
      sources: { ai: "unavailable", dataforseo: "unavailable" },
      rejected: 0,
    });
  });

  it("compares shared keywords with both positions and keeps them on the comparison", async () => {
    const serp = (rank: number, domain: string, path: string) => ({
      se_type: "google",
      type: "organic",
      rank_group: rank,
      rank_absolute: rank + 1,
      domain,
      url: `https://${domain}${path}`,
    });
    dataforseo.handle(() => ({
      json: {
        version: "0.1.20240801",
        status_code: 20000,
        status_message: "Ok.",
        tasks: [
          {
            id: "t",
            status_code: 20000,
            status_message: "Ok.",
            path: ["v3", "dataforseo_labs", "google", "domain_intersection", "live"],
            result: [
              {
                se_type: "google",
                target1: "bizim-kahve.com.tr",
                target2: "rakip-kahve.com.tr",
                total_count: 57,
                items_count: 2,
                items: [
                  {
                    se_type: "google",
                    keyword_data: {
                      keyword: "filtre kahve",
                      keyword_info: { search_volume: 12100, cpc: 0.4 },
                    },
                    first_domain_serp_element: serp(7, "bizim-kahve.com.tr", "/filtre"),
                    second_domain_serp_element: serp(2, "rakip-kahve.com.tr", "/filtre-kahve"),
                  },
                  {
                    se_type: "google",
                    keyword_data: { keyword: "türk kahvesi", keyword_info: { search_volume: null } },
                    first_domain_serp_element: serp(3, "bizim-kahve.com.tr", "/"),
                    second_domain_serp_element: serp(11, "rakip-kahve.com.tr", "/turk"),
                  },
                ],
              },
            ],
          },
        ],
      },
    }));
    const { competitors } = await readJson<{ competitors: { id: string; domain: string }[] }>(
      await owner.get(`/api/sites/${site.id}/competitors`),
    );
    const rival = competitors.find((competitor) => competitor.domain === "rakip-kahve.com.tr")!;
    const before = await usedOf("keyword_lookups");
    const response = await owner.post(`/api/competitors/${rival.id}/shared-keywords`);
    expect(response.status).toBe(200);
    const shared = await readJson<CompetitorSharedKeywords>(response);
    expect(shared.total).toBe(57);
    expect(shared.keywords).toEqual([
      {
        keyword: "filtre kahve",
        searchVolume: 12100,
        sitePosition: 7,
        siteUrl: "https://bizim-kahve.com.tr/filtre",
        competitorPosition: 2,
        competitorUrl: "https://rakip-kahve.com.tr/filtre-kahve",
      },
      expect.objectContaining({
        keyword: "türk kahvesi",
        searchVolume: null,
        sitePosition: 3,
        competitorPosition: 11,
      }),
    ]);
    expect(JSON.parse(dataforseo.requests.at(-1)!.body)).toEqual([
      expect.objectContaining({
        target1: "bizim-kahve.com.tr",
        target2: "rakip-kahve.com.tr",
        location_code: 2792,
        language_code: "tr",
        intersections: true,
      }),
    ]);
    expect(await usedOf("keyword_lookups")).toBe((before ?? 0) + 1);
    const comparison = await readJson<CompetitorComparison>(
      await owner.get(`/api/competitors/${rival.id}/comparison`),
    );
    expect(comparison).toMatchObject({ keywordProvider: true, sharedKeywords: { total: 57 } });

    // A provider failure gives the look-up back and keeps the stored keywords.
    dataforseo.handle(() => ({
      status: 500,
      json: { status_code: 50000, status_message: "Internal Error." },
    }));
    const failed = await owner.post(`/api/competitors/${rival.id}/shared-keywords`);
    expect(failed.status).toBe(502);
    expect(await readJson(failed)).toMatchObject({ error: { code: "keyword_data_failed" } });
    expect(await usedOf("keyword_lookups")).toBe((before ?? 0) + 1);
    const kept = await readJson<CompetitorComparison>(
      await owner.get(`/api/competitors/${rival.id}/comparison`),
    );
    expect(kept.sharedKeywords?.total).toBe(57);

    const { client: intruder } = await signUpTestUser(server);
    expect((await intruder.post(`/api/competitors/${rival.id}/shared-keywords`)).status).toBe(404);
  });

  it("is for Pro users and their own sites only", async () => {
    const { client: intruder } = await signUpTestUser(server);
    expect((await intruder.post(`/api/sites/${site.id}/competitors/discover`)).status).toBe(404);
  });
});
