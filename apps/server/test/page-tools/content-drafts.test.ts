import type { ContentDraft } from "@sitelens/shared";
import { describe, expect, it } from "vitest";
import { signUpTestUser } from "../support/sign-up-test-user";
import { type ErrorBody, readJson, startPageToolsServer, usePageToolsWithModel } from "./support";

const tools = usePageToolsWithModel(() => "Daha kısa bir metin.");

const fields = {
  title: "Filtre kahve rehberi",
  body: "<p>Filtre kahve demlemek kolaydır.</p>",
  metaTitle: "",
  metaDescription: "",
  slug: "filtre-kahve-rehberi",
  keyphrase: "filtre kahve",
  language: "tr" as const,
};

describe("content editor drafts API", () => {
  it("autosaves with versions and refuses a save from a stale tab instead of overwriting", async () => {
    const created = await readJson<ContentDraft>(
      await tools.owner.client.post("/api/content-drafts", { siteId: tools.owner.site.id, language: "tr" }),
    );
    expect(created.version).toBe(1);
    const tabA = await tools.owner.client.request("PUT", `/api/content-drafts/${created.id}`, {
      ...fields,
      baseVersion: 1,
    });
    expect(tabA.status).toBe(200);
    expect((await readJson<ContentDraft>(tabA)).version).toBe(2);
    // Tab B still holds version 1.
    const tabB = await tools.owner.client.request("PUT", `/api/content-drafts/${created.id}`, {
      ...fields,
      title: "Başka",
      baseVersion: 1,
    });
    expect(tabB.status).toBe(409);
    const conflict = await readJson<ErrorBody & { error: { details: { current: ContentDraft } } }>(tabB);
    expect(conflict.error.code).toBe("draft_conflict");
    expect(conflict.error.details.current).toMatchObject({ version: 2, title: fields.title });
    const stored = await readJson<ContentDraft>(
      await tools.owner.client.get(`/api/content-drafts/${created.id}`),
    );
    expect(stored).toMatchObject({ version: 2, title: fields.title, body: fields.body });
    const { drafts } = await readJson<{ drafts: ContentDraft[] }>(
      await tools.owner.client.get(`/api/content-drafts?siteId=${tools.owner.site.id}`),
    );
    expect(drafts.map((draft) => draft.id)).toContain(created.id);
  });

  it("streams an AI action as plain text, counted once", async () => {
    tools.answer = () => "Filtre kahve, sade ve temiz bir fincan verir. Oran 1:16 olmalıdır.";
    const before = await tools.aiUsed();
    const response = await tools.owner.client.post("/api/content-drafts/ai", {
      siteId: tools.owner.site.id,
      action: "shorten",
      text: "Filtre kahve demlemek kolaydır ve sade bir fincan verir.",
      title: fields.title,
      language: "tr",
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/plain");
    expect(await response.text()).toBe("Filtre kahve, sade ve temiz bir fincan verir. Oran 1:16 olmalıdır.");
    expect(tools.model.requests.at(-1)!.stream).toBe(true);
    expect(tools.model.requests.at(-1)!.messages[0]!.content).toContain("Shorten the text in Turkish");
    expect(await tools.aiUsed()).toBe(before + 1);
  });

  it("asks for a title and for text before generating (spec §5)", async () => {
    const base = { siteId: tools.owner.site.id, action: "improve", language: "tr" };
    const noTitle = await tools.owner.client.post("/api/content-drafts/ai", {
      ...base,
      text: "Metin",
      title: " ",
    });
    expect(noTitle.status).toBe(400);
    expect((await readJson<ErrorBody>(noTitle)).error.message).toBe(
      "Yapay zekâ ile üretmeden önce bir başlık yazın.",
    );
    const noText = await tools.owner.client.post("/api/content-drafts/ai", {
      ...base,
      text: "",
      title: "Başlık",
    });
    expect((await readJson<ErrorBody>(noText)).error.message).toBe(
      "Önce metin yazın veya seçin; yapay zekâ onu işler.",
    );
  });

  it("refunds the generation and answers generation_failed when the provider fails", async () => {
    tools.answer = () => ({ status: 500 });
    const before = await tools.aiUsed();
    const response = await tools.owner.client.post("/api/content-drafts/ai", {
      siteId: tools.owner.site.id,
      action: "translate",
      text: "Merhaba",
      title: "Başlık",
      language: "tr",
    });
    expect(response.status).toBe(502);
    expect((await readJson<ErrorBody>(response)).error.code).toBe("generation_failed");
    expect(await tools.aiUsed()).toBe(before);
  });

  it("keeps drafts private to their owner", async () => {
    const { drafts } = await readJson<{ drafts: ContentDraft[] }>(
      await tools.owner.client.get(`/api/content-drafts?siteId=${tools.owner.site.id}`),
    );
    const other = await signUpTestUser(tools.env.server);
    expect((await other.client.get(`/api/content-drafts/${drafts[0]!.id}`)).status).toBe(404);
    expect(
      (
        await other.client.request("PUT", `/api/content-drafts/${drafts[0]!.id}`, {
          ...fields,
          baseVersion: 2,
        })
      ).status,
    ).toBe(404);
    expect((await other.client.get(`/api/content-drafts?siteId=${tools.owner.site.id}`)).status).toBe(404);
    expect(
      (await other.client.post("/api/content-drafts", { siteId: tools.owner.site.id, language: "en" }))
        .status,
    ).toBe(404);
  });

  it("is closed without feature access", async () => {
    const locked = await signUpTestUser(tools.env.server, { language: "tr" });
    await tools.env.lockFeatures(locked.userId);
    const response = await locked.client.get(`/api/content-drafts?siteId=${tools.owner.site.id}`);
    expect(response.status).toBe(403);
    expect((await readJson<ErrorBody>(response)).error.message).toBe("Pro Plan Gerekli");
  });
});

describe("content editor without an AI provider", () => {
  it("explains that an AI provider is needed", async () => {
    const plain = await startPageToolsServer();
    try {
      const user = await plain.userWithSite("en");
      const response = await user.client.post("/api/content-drafts/ai", {
        siteId: user.site.id,
        action: "improve",
        text: "Some text.",
        title: "A title",
        language: "en",
      });
      expect(response.status).toBe(503);
      expect((await readJson<ErrorBody>(response)).error).toEqual({
        code: "ai_unavailable",
        message: "An AI provider is needed for this action; scoring works without one.",
      });
    } finally {
      await plain.stop();
    }
  }, 120_000);
});
