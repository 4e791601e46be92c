import type { Site } from "@sitelens/shared";
import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startModelServer } from "../apps/server/test/page-tools/model-server";
import en from "../apps/web/src/locales/en/page-tools.json";
import tr from "../apps/web/src/locales/tr/page-tools.json";
import { serveFixtureSite } from "../packages/engine/test/fixtures/serve-fixture-site";
import { launchBrowser, type TestBrowser } from "./support/browser";
import { registerInBrowser } from "./support/register-in-browser";
import { startE2eServer } from "./support/server";
import { addSite, checkWidths } from "./support/tool-pages";

const metaAnswer = JSON.stringify({
  candidates: [
    {
      title: "Evde Filtre Kahve Demleme Rehberi: Oran, Isı ve Süre",
      description:
        "V60, Chemex ve French press ile evde filtre kahve demlemek için 1:16 oranı, 90–96 derece su ve doğru öğütme kalınlığı; sık yapılan hataları da anlatıyoruz.",
      keywords: ["filtre kahve", "kahve demleme"],
    },
  ],
});
const schemaAnswer = JSON.stringify({
  fields: [{ name: "description", value: "Evde filtre kahve demleme üzerine sık sorulan sorular." }],
  rows: [],
});
const shortened = "Filtre kahve demlemek kolaydır. Oran 1:16 olmalıdır.";

async function startTools(ai: boolean) {
  const fixture = await serveFixtureSite();
  const model = ai
    ? await startModelServer((request) => {
        const system = request.messages[0]?.content ?? "";
        if (request.stream) return shortened;
        return system.includes("search snippets") ? metaAnswer : schemaAnswer;
      })
    : null;
  const resolve = Object.entries(fixture.resolve).map(([hostPort, address]) => `${hostPort}:${address}`);
  const server = await startE2eServer({
    CRAWLER_RESOLVE: resolve.join(","),
    CRAWLER_ALLOW_PRIVATE: "true",
    ANALYSIS_LIGHTHOUSE: "false",
    ANALYSIS_MAX_PAGES: "40",
    ...(model ? { AI_BASE_URL: model.url, AI_MODEL: "yerel-model" } : {}),
  });
  return { fixture, model, server };
}

describe("page tools with an AI provider, in Turkish", () => {
  let env: Awaited<ReturnType<typeof startTools>>;
  let browser: TestBrowser;
  let page: Page;
  let site: Site;

  beforeAll(async () => {
    [env, browser] = await Promise.all([startTools(true), launchBrowser()]);
    page = await browser.newPage();
  }, 600_000);
  afterAll(async () => {
    await browser?.close();
    await env?.server.stop();
    await env?.model?.close();
    await env?.fixture.close();
  });

  /** Opens a new draft of the site in the content editor and types a title, keyphrase and text. */
  async function writeNewDraft(on: Page) {
    await on.goto(`${env.server.baseUrl}/content-editor/default`);
    await on.getByLabel(tr.picker.site, { exact: true }).selectOption(site.id);
    await on.getByRole("button", { name: tr.editor.open, exact: true }).click();
    await on.getByRole("button", { name: tr.editor.newDraft }).click();
    await on.getByLabel(tr.editor.fields.title).fill("Filtre kahve demleme rehberi");
    await on.getByLabel(tr.editor.fields.keyphrase).fill("filtre kahve");
    const body = on.getByRole("textbox", { name: tr.editor.fields.body });
    await body.click();
    await on.keyboard.type(
      "Filtre kahve demlemek kolaydır ve sade bir fincan verir. Oran yüzde 6 kahve olmalıdır.",
    );
    return body;
  }

  /** Shortens the text with AI, then takes it back with the AI panel's own Undo. */
  async function shortenThenUndo(on: Page, body: Locator) {
    await on.getByRole("button", { name: tr.editor.ai.shorten }).click();
    await on.getByText(tr.editor.ai.applied).waitFor();
    expect(await body.textContent()).toBe(shortened);
    // The toolbar's undo says "Geri al" too: the AI panel's own button restores the text.
    await on.getByTestId("ai-actions").getByRole("button", { name: tr.editor.ai.undo, exact: true }).click();
    expect(await body.textContent()).toContain("sade bir fincan verir");
  }

  it("registers and adds a site", async () => {
    await registerInBrowser(page, env.server.baseUrl, "araclar@example.com");
    await page.evaluate(() => localStorage.setItem("sitelens-lang", "tr"));
    site = await addSite(page, env.fixture);
    expect(site.status).toBe("completed");
  });

  it("generates meta tags with AI and extractive candidates and a pixel-cut Google preview", async () => {
    await page.goto(`${env.server.baseUrl}/meta-tag-generator`);
    await page.getByRole("heading", { name: tr.meta.title }).waitFor();
    await page.getByLabel(tr.picker.site, { exact: true }).selectOption(site.id);
    await page.getByLabel(tr.picker.page, { exact: true }).selectOption("/blog/kahve-demleme-rehberi");
    await page.getByRole("button", { name: tr.meta.generate }).click();
    const candidates = page.getByTestId("meta-candidates");
    await candidates.waitFor();
    expect(await candidates.getByText(tr.meta.method.ai, { exact: true }).count()).toBe(1);
    expect(await candidates.getByText(tr.meta.method.extractive, { exact: true }).count()).toBeGreaterThan(0);
    expect(await page.getByTestId("preview-title").textContent()).toBe(
      "Evde Filtre Kahve Demleme Rehberi: Oran, Isı ve Süre",
    );
    expect(await page.getByTestId("title-counter").textContent()).toMatch(/\d+ \/ 60 karakter.*px/);
    // A long title is cut by pixels in the preview, with Google's ellipsis.
    await page
      .getByLabel(tr.meta.fieldTitle)
      .fill("Evde Filtre Kahve Demleme Rehberi: WWWW MMMM WWWW MMMM WWWW");
    expect(await page.getByTestId("preview-title").textContent()).toMatch(/ \.\.\.$/);
    await page.getByRole("button", { name: tr.meta.apply }).click();
    await page.getByText(tr.meta.applied.replace("{{url}}", "/blog/kahve-demleme-rehberi")).waitFor();
    await checkWidths(page, "meta-tag-generator-ai-tr");
    // The pages table shows the applied title under the crawled one, as the page's suggested fix.
    await page.goto(`${env.server.baseUrl}/app/sites/${site.id}?tab=pages`);
    const row = page.getByTestId("page-row").filter({ hasText: "/blog/kahve-demleme-rehberi" });
    expect(await row.getByTestId("suggested-meta").first().textContent()).toBe(
      "Önerilen: Evde Filtre Kahve Demleme Rehberi: WWWW MMMM WWWW MMMM WWWW",
    );
  });

  it("generates a validated FAQ schema with the page's questions", async () => {
    await page.goto(`${env.server.baseUrl}/schema-generator`);
    await page.getByLabel(tr.picker.site, { exact: true }).selectOption(site.id);
    await page.getByLabel(tr.picker.page, { exact: true }).selectOption("/blog/kahve-demleme-rehberi");
    await page.getByLabel(tr.schema.type).selectOption("FAQPage");
    await page.getByRole("button", { name: tr.schema.generate }).click();
    await page.getByTestId("schema-form").waitFor();
    expect(await page.getByLabel(`${tr.schema.rows.name.faq} 1`).inputValue()).toBe(
      "Filtre kahve için hangi oran kullanılmalı?",
    );
    await page.getByText(tr.schema.validation.valid).waitFor();
    expect(await page.getByTestId("schema-output").textContent()).toContain(
      '<script type="application/ld+json">',
    );
    // Emptying an answer shows Google's requirement next to the rows.
    await page.getByLabel(`${tr.schema.rows.text.faq} 1`).fill("");
    await page.getByText("mainEntity[0].acceptedAnswer.text").waitFor();
    await checkWidths(page, "schema-generator-ai-tr");
  });

  // Typing outlasts a save on a loaded machine: the autosave must still reach "saved" (decision 118).
  it("writes, scores, autosaves and shortens with a streamed, undoable AI action", async () => {
    const body = await writeNewDraft(page);
    await expect
      .poll(() => page.locator('[data-check="keyphrase-intro"]').getAttribute("data-status"))
      .toBe("good");
    await expect
      .poll(() => page.getByTestId("save-status").getAttribute("data-status"), { timeout: 15_000 })
      .toBe("saved");
    await shortenThenUndo(page, body);
    await expect
      .poll(() => page.getByTestId("save-status").getAttribute("data-status"), { timeout: 15_000 })
      .toBe("saved");
    await page.reload();
    await page.getByRole("textbox", { name: tr.editor.fields.body }).waitFor();
    expect(await page.getByRole("textbox", { name: tr.editor.fields.body }).textContent()).toContain(
      "sade bir fincan verir",
    );
    await checkWidths(page, "content-editor-ai-tr");
  });

  it("undoes an AI action on its own when it lands right after typing", async () => {
    // The editor's history joins changes less than 500 ms apart into one undo step; with the page's
    // clock stopped every change is "at once", as a quick click after the last keystroke would be.
    const quick = await page.context().newPage();
    await quick.clock.setFixedTime(new Date());
    const body = await writeNewDraft(quick);
    await shortenThenUndo(quick, body);
    await quick.close();
  });
});

describe("page tools without an AI provider, in English", () => {
  let env: Awaited<ReturnType<typeof startTools>>;
  let browser: TestBrowser;
  let page: Page;
  let site: Site;

  beforeAll(async () => {
    [env, browser] = await Promise.all([startTools(false), launchBrowser()]);
    page = await browser.newPage();
    await page.addInitScript(() => localStorage.setItem("sitelens-lang", "en"));
  }, 600_000);
  afterAll(async () => {
    await browser?.close();
    await env?.server.stop();
    await env?.fixture.close();
  });

  it("registers and adds a site", async () => {
    await registerInBrowser(page, env.server.baseUrl, "tools@example.com");
    site = await addSite(page, env.fixture);
    expect(site.status).toBe("completed");
  });

  it("offers labelled extractive meta tags and refuses a page of another site", async () => {
    await page.goto(`${env.server.baseUrl}/meta-tag-generator`);
    await page.getByText(en.ai.off).waitFor();
    // The user's only site is chosen for them.
    const picker = page.getByLabel(en.picker.site, { exact: true });
    await expect.poll(() => picker.inputValue()).toBe(site.id);
    await page.getByLabel(en.picker.customUrl).fill("https://example.org/page");
    await page.getByRole("button", { name: en.meta.generate }).click();
    expect(await page.getByTestId("tool-error").textContent()).toContain(
      "This page is not on the selected site",
    );
    await page.getByLabel(en.picker.customUrl).fill("/en/");
    await page.getByRole("button", { name: en.meta.generate }).click();
    const candidates = page.getByTestId("meta-candidates");
    await candidates.waitFor();
    expect(await candidates.getByText(en.meta.method.ai, { exact: true }).count()).toBe(0);
    expect(await candidates.getByText(en.meta.method.extractive, { exact: true }).count()).toBeGreaterThan(0);
    await checkWidths(page, "meta-tag-generator-en");
  });

  it("fills a Product schema from the page without AI", async () => {
    await page.goto(`${env.server.baseUrl}/schema-generator`);
    await expect.poll(() => page.getByLabel(en.picker.site, { exact: true }).inputValue()).toBe(site.id);
    await page.getByLabel(en.picker.site, { exact: true }).selectOption(site.id);
    await page.getByLabel(en.picker.page, { exact: true }).selectOption("/urunler/filtre-kahve");
    await page.getByLabel(en.schema.type).selectOption("Product");
    await page.getByRole("button", { name: en.schema.generate }).click();
    await page.getByText(en.schema.noAiNote).waitFor();
    expect(await page.getByLabel("offers.price").first().inputValue()).toBe("420.00");
    await page.getByText(en.schema.validation.valid).waitFor();
    await checkWidths(page, "schema-generator-en");
  });

  it("scores as the user types and explains that AI actions need a provider", async () => {
    await page.goto(`${env.server.baseUrl}/content-editor/${site.id}`);
    await page.getByRole("button", { name: en.editor.newDraft }).click();
    await page.getByTestId("ai-unavailable").waitFor();
    expect(await page.getByRole("button", { name: en.editor.ai.improve }).isDisabled()).toBe(true);
    await page.getByLabel(en.editor.fields.keyphrase).fill("filter coffee");
    await page.getByRole("textbox", { name: en.editor.fields.body }).click();
    await page.keyboard.type("Filter coffee is easy to brew at home. The cat sat on the mat.");
    await expect.poll(() => page.getByTestId("score-panel").textContent()).toContain("Flesch");
    await checkWidths(page, "content-editor-en");
  });
});
