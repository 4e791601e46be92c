import { randomUUID } from "node:crypto";
import type { ContentIdeasRun } from "@sitelens/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sitePages, users } from "../../src/db/schema";
import { listUsage } from "../../src/usage/list-usage";
import { startModelServer } from "../page-tools/model-server";
import { labsEnvelope, labsItem } from "../providers/labs-fixtures";
import { insertSite } from "../rank-tracker/support";
import { signUpTestUser } from "../support/sign-up-test-user";
import { startTestServer, type TestServer } from "../support/start-test-server";
import { startVendorServer, type VendorServer } from "../support/vendor-server";

type ErrorBody = { error: { code: string; message: string } };
let vendor: VendorServer;
let model: Awaited<ReturnType<typeof startModelServer>>;
let withData: TestServer;
let bare: TestServer;
let modelDown = false;

/** Google autocomplete: the seed's question expansions answer questions, the seed itself comparisons and lists. */
function autocomplete(q: string): string[] {
  if (q === "kahve çekirdeği")
    return [
      "kahve çekirdeği",
      "kahve çekirdeği vs filtre kahve",
      "en iyi kahve çekirdeği",
      "kahve çekirdeği öğütme",
    ];
  if (q === "kahve çekirdeği nasıl")
    return ["kahve çekirdeği nasıl saklanır", "kahve çekirdeği nasıl öğütülür"];
  if (q === "kahve çekirdeği nedir") return ["kahve çekirdeği nedir"];
  return [];
}

async function siteWithPages(server: TestServer, userId: string) {
  const siteId = await insertSite(server.context.database, userId, "https://kavurucu.com.tr/");
  await server.context.database.db
    .insert(sitePages)
    .values(
      ["Kahve Çekirdeği Kavurma | Kavurucu", "Kahve Çekirdeği Öğütme Rehberi | Kavurucu", "Hakkımızda"].map(
        (title, index) => ({ id: randomUUID(), siteId, url: `/sayfa-${index}`, title }),
      ),
    );
  return siteId;
}

/** DataForSEO's live/advanced answer with a People Also Ask block above the organic results. */
function serpWithQuestions() {
  const envelope = labsEnvelope("serp", []);
  const [task] = envelope.tasks;
  const questions = ["Kahve çekirdeği ne kadar dayanır?", "Kahve çekirdeği buzdolabında saklanır mı?"];
  const items = [
    {
      type: "people_also_ask",
      items: questions.map((title) => ({ type: "people_also_ask_element", title })),
    },
    { type: "organic", rank_group: 1, rank_absolute: 2, url: "https://rakip.example/", title: "Rakip" },
  ];
  return { ...envelope, tasks: [{ ...task, result: [{ keyword: "kahve çekirdeği", items }] }] };
}

beforeAll(async () => {
  vendor = await startVendorServer();
  vendor.handle((request) => {
    const { pathname, searchParams } = request.url;
    if (pathname === "/complete/search") {
      const q = searchParams.get("q") ?? "";
      return { json: [q, autocomplete(q)] };
    }
    if (pathname === "/v3/serp/google/organic/live/advanced") return { json: serpWithQuestions() };
    if (pathname.endsWith("/keyword_suggestions/live"))
      return {
        json: labsEnvelope("keyword_suggestions", [
          labsItem("kahve çekirdeği fiyatları", { volume: 2900, difficulty: 22, intent: "transactional" }),
        ]),
      };
    if (pathname.endsWith("/keyword_overview/live"))
      return {
        json: labsEnvelope("keyword_overview", [
          labsItem("kahve çekirdeği vs filtre kahve", {
            volume: 140,
            cpc: 0.4,
            difficulty: 35,
            intent: "commercial",
          }),
          labsItem("kahve çekirdeği nasıl saklanır", {
            volume: 1300,
            difficulty: 64,
            intent: "informational",
          }),
        ]),
      };
    return { status: 404, json: {} };
  });
  model = await startModelServer((request) => {
    if (modelDown) return { status: 500 };
    const list = JSON.parse(request.messages.at(-1)?.content.split("\n").at(-1) ?? "[]") as {
      index: number;
    }[];
    return JSON.stringify({
      ideas: list.map((idea) => ({
        index: idea.index,
        title: `Yapay zekâ başlığı ${idea.index}`,
        contentType: "guide",
        strategy: "Kısa, doğrudan bir yanıtla başlayın ve soruları ara başlık yapın.",
      })),
    });
  });
  withData = await startTestServer({
    env: {
      GOOGLE_SUGGEST_BASE_URL: vendor.url,
      DATAFORSEO_LOGIN: "ops@example.com",
      DATAFORSEO_PASSWORD: "s3cret",
      DATAFORSEO_BASE_URL: vendor.url,
      AI_BASE_URL: model.url,
      AI_MODEL: "yerel-model",
    },
  });
  bare = await startTestServer({ env: { GOOGLE_SUGGEST_BASE_URL: vendor.url } });
}, 180_000);
afterAll(async () => {
  await withData?.stop();
  await bare?.stop();
  await vendor?.close();
  await model?.close();
});

describe("content ideas", () => {
  it("without providers: rule-made ideas from the site and autocomplete, numbers unknown, labelled, stored", async () => {
    const { client, userId } = await signUpTestUser(bare, { language: "en" });
    const siteId = await siteWithPages(bare, userId);
    const empty = await client.json<{ run: ContentIdeasRun | null }>(
      "GET",
      `/api/content-ideas?siteId=${siteId}`,
    );
    expect(empty.body.run).toBeNull();
    const { status, body } = await client.json<ContentIdeasRun>("POST", "/api/content-ideas", {
      siteId,
      seed: "kahve çekirdeği",
      language: "tr",
    });
    expect(status).toBe(201);
    expect(body.method).toBe("rules");
    expect(body.sources).toEqual({
      siteTopics: "used",
      searchConsole: "empty",
      autocomplete: "used",
      serp: "not_configured",
      keywordData: "not_configured",
      ai: "not_configured",
    });
    const byKeyword = Object.fromEntries(body.ideas.map((idea) => [idea.mainKeyword, idea]));
    expect(byKeyword["kahve çekirdeği nasıl saklanır"]).toMatchObject({
      title: "Kahve çekirdeği nasıl saklanır?",
      contentType: "guide",
      reasons: ["question", "content_gap"],
      intent: "informational",
      intentEstimated: true,
      difficulty: null,
      trafficPotential: null,
      searchVolume: null,
      expectedRoi: null,
      recommendedWords: 1800,
      estimatedHours: 4.5,
    });
    // Turkish content for the site's readers, the strategy note in the English interface's language.
    expect(byKeyword["kahve çekirdeği nasıl saklanır"]?.strategy).toMatch(/^People type this question/);
    expect(byKeyword["kahve çekirdeği vs filtre kahve"]?.contentType).toBe("comparison");
    expect(byKeyword["en iyi kahve çekirdeği"]?.contentType).toBe("list");
    // The site already has a page on grinding: not a content gap.
    expect(byKeyword["kahve çekirdeği öğütme"]?.reasons).not.toContain("content_gap");
    const faq = body.ideas.find((idea) => idea.contentType === "faq");
    expect(faq?.title).toBe("Kahve çekirdeği Hakkında Sık Sorulan Sorular");
    expect(faq?.questions).toContain("kahve çekirdeği nedir");
    expect(body.ideas.find((idea) => idea.contentType === "case_study")?.reasons).toEqual(["site_topic"]);
    const again = await client.json<{ run: ContentIdeasRun }>("GET", `/api/content-ideas?siteId=${siteId}`);
    expect(again.body.run.id).toBe(body.id);
    const used = (await listUsage(bare.context.database, userId)).find(
      (entry) => entry.kind === "content_ideas",
    );
    expect(used?.used).toBe(1);
  });

  it("with providers: People Also Ask, provider metrics and an AI-written brief; numbers stay the provider's", async () => {
    const { client, userId } = await signUpTestUser(withData);
    const siteId = await siteWithPages(withData, userId);
    const { status, body } = await client.json<ContentIdeasRun>("POST", "/api/content-ideas", {
      siteId,
      seed: "kahve çekirdeği",
    });
    expect(status).toBe(201);
    expect(body.method).toBe("ai");
    expect(body.sources).toMatchObject({ serp: "used", keywordData: "used", ai: "used" });
    const paa = body.ideas.find((idea) => idea.mainKeyword === "Kahve çekirdeği ne kadar dayanır?");
    expect(paa?.reasons).toContain("people_also_ask");
    const stored = body.ideas.find((idea) => idea.mainKeyword === "kahve çekirdeği nasıl saklanır");
    expect(stored).toMatchObject({
      searchVolume: 1300,
      trafficPotential: "high",
      trafficBasis: "search_volume",
      difficulty: "hard",
      intentEstimated: false,
      expectedRoi: "medium",
      strategy: "Kısa, doğrudan bir yanıtla başlayın ve soruları ara başlık yapın.",
    });
    expect(stored?.title).toMatch(/^Yapay zekâ başlığı \d+$/);
    expect(body.ideas.some((idea) => idea.mainKeyword === "kahve çekirdeği fiyatları")).toBe(true);
    // The model saw the data it must not contradict.
    expect(model.requests.at(-1)?.messages.at(-1)?.content).toContain("kahve çekirdeği nasıl saklanır");
  });

  it("keeps the rule-made ideas, labelled, when the model fails", async () => {
    const { client, userId } = await signUpTestUser(withData);
    const siteId = await siteWithPages(withData, userId);
    modelDown = true;
    const { body } = await client.json<ContentIdeasRun>("POST", "/api/content-ideas", {
      siteId,
      seed: "kahve çekirdeği",
    });
    modelDown = false;
    expect([body.method, body.sources.ai]).toEqual(["rules", "failed"]);
    expect(body.ideas.length).toBeGreaterThan(3);
  });

  it("needs Pro ('Pro Plan Gerekli'), counts against the quota and keeps each user's sites and runs apart", async () => {
    const owner = await signUpTestUser(bare);
    const other = await signUpTestUser(bare);
    const siteId = await siteWithPages(bare, owner.userId);
    await owner.client.json("POST", "/api/content-ideas", { siteId, seed: "kahve çekirdeği" });
    const foreignRun = await other.client.json<ErrorBody>("GET", `/api/content-ideas?siteId=${siteId}`);
    expect(foreignRun.status).toBe(404);
    const foreignPost = await other.client.json<ErrorBody>("POST", "/api/content-ideas", { siteId });
    expect(foreignPost.status).toBe(404);
    expect(
      (await listUsage(bare.context.database, other.userId)).find((e) => e.kind === "content_ideas")?.used,
    ).toBe(0);

    await bare.context.database.db
      .update(users)
      .set({ trialEndsAt: new Date(0) })
      .where(eq(users.id, owner.userId));
    const locked = await owner.client.json<ErrorBody>("POST", "/api/content-ideas", { siteId });
    expect([locked.status, locked.body.error.code]).toEqual([403, "feature_locked"]);
    const lockedRead = await owner.client.json<ErrorBody>("GET", `/api/content-ideas?siteId=${siteId}`);
    expect(lockedRead.status).toBe(403);
  });

  it("stops at the plan's daily quota, and refunds a run no source could feed", async () => {
    const { client, userId } = await signUpTestUser(bare);
    const siteId = await insertSite(bare.context.database, userId, "https://x.example/");
    // No pages, no Search Console, autocomplete knows nothing about this seed: nothing to build from.
    const nothing = await client.json<ErrorBody>("POST", "/api/content-ideas", { siteId, seed: "zzqx" });
    expect([nothing.status, nothing.body.error.code]).toEqual([502, "content_ideas_failed"]);
    expect(
      (await listUsage(bare.context.database, userId)).find((e) => e.kind === "content_ideas")?.used,
    ).toBe(0);
    const pageSite = await siteWithPages(bare, userId);
    const limit =
      (await listUsage(bare.context.database, userId)).find((e) => e.kind === "content_ideas")?.limit ?? 0;
    for (let run = 0; run < limit; run++)
      expect(
        (await client.json("POST", "/api/content-ideas", { siteId: pageSite, seed: "kahve çekirdeği" }))
          .status,
      ).toBe(201);
    const over = await client.json<ErrorBody>("POST", "/api/content-ideas", {
      siteId: pageSite,
      seed: "kahve çekirdeği",
    });
    expect([over.status, over.body.error.code]).toEqual([429, "quota_exceeded"]);
  });
});
