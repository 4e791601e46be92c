import type { ContentDraft } from "@sitelens/shared";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { contentDrafts } from "../../src/db/schema";
import { type ErrorBody, readJson, usePageToolsWithModel } from "../page-tools/support";
import { signUpTestUser } from "../support/sign-up-test-user";

const tools = usePageToolsWithModel(() => "## Giriş\n\nKahve nedir.");

const HOUR = 3_600_000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();
const article = {
  title: "Filtre kahve rehberi",
  body: "<p>Filtre kahve demlemek kolaydır.</p>",
  metaTitle: "Filtre kahve rehberi: oran, ısı ve süre",
  metaDescription: "Evde filtre kahve demlemenin püf noktaları.",
  slug: "filtre-kahve-rehberi",
  keyphrase: "filtre kahve",
  language: "tr" as const,
};

async function newItem(client = tools.owner.client, siteId = tools.owner.site.id) {
  return readJson<ContentDraft>(await client.post("/api/content-drafts", { siteId, language: "tr" }));
}
const save = (item: ContentDraft, patch: Record<string, unknown>) =>
  tools.owner.client.request("PUT", `/api/content-drafts/${item.id}`, {
    ...article,
    ...patch,
    baseVersion: item.version,
  });
const code = async (response: Response) => (await readJson<ErrorBody>(response)).error.code;

describe("content items: planning fields and scheduling rules", () => {
  it("saves the planning fields with the article and reads them back", async () => {
    const item = await newItem();
    expect(item).toMatchObject({ state: "draft", publishAt: null, channels: [], socialText: "" });
    const publishAt = inHours(5);
    const response = await save(item, {
      socialText: "Yeni yazı: filtre kahve",
      emailText: "Merhaba,",
      publishAt,
      channels: [{ kind: "manual" }],
    });
    expect(response.status).toBe(200);
    const saved = await readJson<ContentDraft>(response);
    expect(saved).toMatchObject({ socialText: "Yeni yazı: filtre kahve", channels: [{ kind: "manual" }] });
    expect(new Date(saved.publishAt!).toISOString()).toBe(publishAt);
  });

  it("saves a draft with any date, refuses to schedule it in the past, and refuses such times when scheduled or moved", async () => {
    const draft = await newItem();
    // Autosave of a draft never stops on the date: the user may still be choosing it.
    const pastDraft = await save(draft, { publishAt: inHours(-1), channels: [{ kind: "manual" }] });
    expect(pastDraft.status).toBe(200);
    const saved = await readJson<ContentDraft>(pastDraft);
    const refused = await tools.owner.client.post(`/api/content-items/${saved.id}/schedule`);
    expect(await code(refused)).toBe("publish_in_past");
    const item = await readJson<ContentDraft>(await save(saved, { publishAt: inHours(2) }));
    expect((await tools.owner.client.post(`/api/content-items/${item.id}/schedule`)).status).toBe(200);
    const scheduled = { ...item, version: item.version + 1 };
    expect(await code(await save(scheduled, { publishAt: inHours(-1) }))).toBe("publish_in_past");
    const tooFar = await save(scheduled, { publishAt: inHours(30 * 24 + 1) });
    expect(tooFar.status).toBe(400);
    expect((await readJson<ErrorBody>(tooFar)).error).toEqual({
      code: "publish_too_far",
      message: "İçerik en fazla 30 gün sonrasına planlanabilir.",
    });
    const move = (publishAt: string) =>
      tools.owner.client.post(`/api/content-items/${item.id}/reschedule`, { publishAt });
    expect(await code(await move(inHours(-0.1)))).toBe("publish_in_past");
    expect(await code(await move(inHours(24 * 31)))).toBe("publish_too_far");
    const moved = await move(inHours(24 * 29.9));
    expect(moved.status).toBe(200);
    expect((await readJson<ContentDraft>(moved)).version).toBe(scheduled.version + 1);
  });

  it("keeps a stored time that has passed while the text is edited", async () => {
    const item = await newItem();
    const past = new Date(Date.now() - HOUR);
    await tools.env.server.context.database.db
      .update(contentDrafts)
      .set({ publishAt: past })
      .where(eq(contentDrafts.id, item.id));
    const response = await save(item, { title: "Yeni başlık", publishAt: past.toISOString() });
    expect(response.status).toBe(200);
  });

  it("schedules only a complete item and takes it back to a draft", async () => {
    const item = await newItem();
    const incomplete = await tools.owner.client.post(`/api/content-items/${item.id}/schedule`);
    expect(incomplete.status).toBe(400);
    const body = await readJson<ErrorBody & { error: { details: { missing: string[] } } }>(incomplete);
    expect(body.error.details.missing).toEqual([
      "title",
      "body",
      "metaTitle",
      "metaDescription",
      "publishAt",
      "channels",
    ]);
    const saved = await readJson<ContentDraft>(
      await save(item, { publishAt: inHours(2), channels: [{ kind: "manual" }] }),
    );
    const scheduled = await tools.owner.client.post(`/api/content-items/${saved.id}/schedule`);
    expect(scheduled.status).toBe(200);
    const current = await readJson<ContentDraft>(scheduled);
    expect(current.state).toBe("scheduled");
    // A scheduled item cannot lose its last channel or its time.
    const noChannel = await tools.owner.client.request("PUT", `/api/content-drafts/${item.id}`, {
      ...article,
      channels: [],
      baseVersion: current.version,
    });
    expect(await code(noChannel)).toBe("content_incomplete");
    const back = await tools.owner.client.post(`/api/content-items/${item.id}/unschedule`);
    expect((await readJson<ContentDraft>(back)).state).toBe("draft");
  });

  it("does not move an item that already went out", async () => {
    const item = await newItem();
    await tools.env.server.context.database.db
      .update(contentDrafts)
      .set({ state: "distributed", publishAt: new Date(Date.now() - HOUR) })
      .where(eq(contentDrafts.id, item.id));
    const response = await tools.owner.client.post(`/api/content-items/${item.id}/reschedule`, {
      publishAt: inHours(3),
    });
    expect(response.status).toBe(409);
    expect(await code(response)).toBe("content_not_reschedulable");
    expect(await code(await tools.owner.client.post(`/api/content-items/${item.id}/unschedule`))).toBe(
      "content_not_reschedulable",
    );
  });

  it("keeps items private to their owner", async () => {
    const item = await newItem();
    const other = await signUpTestUser(tools.env.server);
    const calls = [
      other.client.post(`/api/content-items/${item.id}/reschedule`, { publishAt: inHours(2) }),
      other.client.post(`/api/content-items/${item.id}/schedule`),
      other.client.post(`/api/content-items/${item.id}/unschedule`),
    ];
    for (const response of await Promise.all(calls)) expect(response.status).toBe(404);
    const [row] = await tools.env.server.context.database.db
      .select()
      .from(contentDrafts)
      .where(eq(contentDrafts.id, item.id));
    expect(row).toMatchObject({ publishAt: null, state: "draft", version: item.version });
  });
});

describe("content items: AI writing", () => {
  const ai = (body: Record<string, unknown>) =>
    tools.owner.client.post("/api/content-drafts/ai", {
      siteId: tools.owner.site.id,
      title: article.title,
      language: "tr",
      text: "",
      ...body,
    });

  it("writes an outline from the title and keyword alone, charged to the AI quota", async () => {
    tools.answer = () => "## Oran\n\n1:16 oranı.";
    const before = await tools.aiUsed();
    const response = await ai({ action: "outline", keyphrase: "filtre kahve" });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("## Oran\n\n1:16 oranı.");
    const system = tools.model.requests.at(-1)!.messages[0]!.content;
    expect(system).toContain("outline in Turkish");
    expect(system).toContain('"filtre kahve"');
    expect(await tools.aiUsed()).toBe(before + 1);
  });

  it("needs a title first, and the article for social and e-mail variants", async () => {
    expect(await code(await ai({ action: "draft", title: "" }))).toBe("validation_failed");
    const noText = await ai({ action: "social" });
    expect(noText.status).toBe(400);
    tools.answer = () => "Filtre kahve rehberimiz yayında! #kahve";
    const social = await ai({ action: "social", text: "Filtre kahve demlemek kolaydır." });
    expect(await social.text()).toBe("Filtre kahve rehberimiz yayında! #kahve");
    expect(tools.model.requests.at(-1)!.messages[0]!.content).toContain("social media post in Turkish");
  });
});
