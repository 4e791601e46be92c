import type { MetaTagResult, SitePage } from "@sitelens/shared";
import { describe, expect, it } from "vitest";
import { signUpTestUser } from "../support/sign-up-test-user";
import { type ErrorBody, readJson, usePageToolsWithModel } from "./support";

const longTitle = "Evde filtre kahve demleme rehberi: V60, Chemex ve French press için oranlar";
const good = {
  title: "Evde Filtre Kahve Demleme Rehberi: Oran, Isı ve Süre",
  description:
    "V60, Chemex ve French press ile evde filtre kahve demlemek için 1:16 oranı, 90–96 derece su ve doğru öğütme kalınlığı; sık yapılan hataları da anlatıyoruz.",
  keywords: ["filtre kahve", "kahve demleme", "V60"],
};
const tools = usePageToolsWithModel(() => JSON.stringify({ candidates: [good] }));

const generate = (body: Record<string, unknown>, client = tools.owner.client) =>
  client.post("/api/page-tools/meta-tags", { siteId: tools.owner.site.id, ...body });

describe("meta tag generator API", () => {
  it("grounds AI and extractive candidates in the page, and re-asks when the model misses the limits", async () => {
    let calls = 0;
    tools.answer = () => {
      calls += 1;
      const title = calls === 1 ? longTitle : good.title;
      return JSON.stringify({ candidates: [{ ...good, title }] });
    };
    const before = tools.model.requests.length;
    const response = await generate({ pageUrl: "/blog/kahve-demleme-rehberi" });
    expect(response.status).toBe(200);
    const result = await readJson<MetaTagResult>(response);
    expect(result.page).toMatchObject({ language: "tr", h1: "Evde filtre kahve demleme rehberi" });
    expect(result.ai).toEqual({ available: true, used: true, error: null });
    const ai = result.candidates.filter((candidate) => candidate.method === "ai");
    expect(ai).toEqual([{ ...good, method: "ai" }]);
    // The first answer had a 75-character title: the model was told so and asked again.
    expect(tools.model.requests.length - before).toBe(2);
    const retry = tools.model.requests
      .at(-1)!
      .messages.map((message) => message.content)
      .join("\n");
    expect(retry).toContain("title has 75 characters");
    const prompt = tools.model.requests[before]!.messages.map((message) => message.content).join("\n");
    expect(prompt).toContain("Answer in Turkish");
    expect(prompt).toContain("Specialty Coffee Association");
    const extractive = result.candidates.filter((candidate) => candidate.method === "extractive");
    expect(extractive.length).toBeGreaterThanOrEqual(2);
    for (const candidate of extractive) {
      expect([...candidate.title].length).toBeLessThanOrEqual(60);
      expect([...candidate.description].length).toBeLessThanOrEqual(160);
    }
    expect(extractive[0]!.keywords).toContain("filtre kahve demleme");
    expect(await tools.aiUsed()).toBe(1);
  });

  it("trims a candidate still too long after the retry at a word boundary", async () => {
    tools.answer = () => JSON.stringify({ candidates: [{ ...good, title: longTitle }] });
    const result = await readJson<MetaTagResult>(await generate({ pageUrl: "/blog/kahve-demleme-rehberi" }));
    const ai = result.candidates.find((candidate) => candidate.method === "ai")!;
    expect(ai.title).toBe("Evde filtre kahve demleme rehberi: V60, Chemex ve French");
  });

  it("refunds the AI generation and keeps the extractive candidates when the provider fails", async () => {
    tools.answer = () => ({ status: 500 });
    const usedBefore = await tools.aiUsed();
    const result = await readJson<MetaTagResult>(await generate({}, tools.owner.client.setLanguage("en")));
    expect(result.ai).toEqual({
      available: true,
      used: false,
      error: "Meta tags could not be generated, try again.",
    });
    expect(result.candidates.every((candidate) => candidate.method === "extractive")).toBe(true);
    expect(result.page.url).toBe(`${tools.env.siteOrigin}/`);
    expect(await tools.aiUsed()).toBe(usedBefore);
    tools.owner.client.setLanguage("tr");
  });

  it("refuses a page of another site in the user's language, before fetching it", async () => {
    const response = await generate({ pageUrl: "https://baska-site.example/sayfa" });
    expect(response.status).toBe(400);
    expect((await readJson<ErrorBody>(response)).error).toEqual({
      code: "page_outside_site",
      message:
        "Bu sayfa seçili siteye ait değil: sitenin bir sayfasını seçin veya yolunu girin, ör. /blog/yazi.",
    });
  });

  it("answers a page that does not load with page_fetch_failed", async () => {
    const response = await generate({ pageUrl: "/yok-boyle-bir-sayfa", useAi: false });
    expect(response.status).toBe(502);
    expect((await readJson<ErrorBody>(response)).error.code).toBe("page_fetch_failed");
  });

  it("applies the chosen tags to the site's pages table as the suggested fix", async () => {
    const chosen = { title: good.title, description: good.description };
    const response = await tools.owner.client.post("/api/page-tools/meta-tags/apply", {
      siteId: tools.owner.site.id,
      pageUrl: `${tools.env.siteOrigin}/blog/kahve-demleme-rehberi`,
      ...chosen,
    });
    expect(response.status).toBe(200);
    const { pages } = await readJson<{ pages: SitePage[] }>(
      await tools.owner.client.get(`/api/sites/${tools.owner.site.id}/pages`),
    );
    expect(pages.find((page) => page.url === "/blog/kahve-demleme-rehberi")).toMatchObject({
      suggestedMetaTitle: chosen.title,
      suggestedMetaDescription: chosen.description,
    });
  });

  it("never reads or changes another user's site", async () => {
    const other = await signUpTestUser(tools.env.server, { language: "en" });
    expect((await generate({}, other.client)).status).toBe(404);
    const apply = await other.client.post("/api/page-tools/meta-tags/apply", {
      siteId: tools.owner.site.id,
      title: "x",
      description: "y",
    });
    expect(apply.status).toBe(404);
  });

  it("is closed to users without feature access ('Pro Plan Gerekli')", async () => {
    const locked = await signUpTestUser(tools.env.server, { language: "tr" });
    await tools.env.lockFeatures(locked.userId);
    const response = await locked.client.post("/api/page-tools/meta-tags", { siteId: tools.owner.site.id });
    expect(response.status).toBe(403);
    expect((await readJson<ErrorBody>(response)).error).toEqual({
      code: "feature_locked",
      message: "Pro Plan Gerekli",
    });
  });
});
