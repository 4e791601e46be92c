import type { ContentDraft, Site } from "@sitelens/shared";
import { toWallTime } from "@sitelens/shared";
import type { Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startModelServer } from "../apps/server/test/page-tools/model-server";
import { addDays, startOfWeek } from "../apps/web/src/features/content-planning/lib/calendar-days";
import en from "../apps/web/src/locales/en/content-planning.json";
import enTools from "../apps/web/src/locales/en/page-tools.json";
import tr from "../apps/web/src/locales/tr/content-planning.json";
import trTools from "../apps/web/src/locales/tr/page-tools.json";
import { serveFixtureSite } from "../packages/engine/test/fixtures/serve-fixture-site";
import { launchBrowser, type TestBrowser } from "./support/browser";
import { registerInBrowser } from "./support/register-in-browser";
import { startE2eServer } from "./support/server";
import { addSite, checkWidths } from "./support/tool-pages";

const outline = "## Oran\n\nFiltre kahvede 1:16 oranı.\n\n## Su\n\n90–96 derece su.";
const social = "Filtre kahve rehberimiz yayında! #kahve";

async function startPlanning(ai: boolean) {
  const fixture = await serveFixtureSite();
  const model = ai
    ? await startModelServer((request) => {
        const system = request.messages[0]?.content ?? "";
        return system.includes("social media post") ? social : outline;
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

const item = (page: Page, id: string) =>
  page.evaluate(
    async (itemId) => (await fetch(`/api/content-drafts/${itemId}`)).json(),
    id,
  ) as Promise<ContentDraft>;
/** Pages the month or week view (at most twice) until it shows `day`: near a period's end it may be the next one. */
async function showPeriodWith(page: Page, day: string) {
  for (let step = 0; step < 2; step++) {
    await page.locator("[data-day]").first().waitFor();
    const shown = await page
      .locator("[data-day]")
      .evaluateAll((cells) => cells.map((cell) => cell.getAttribute("data-day") ?? ""));
    if (shown.includes(day)) return;
    const later = shown.at(-1)! < day;
    await page
      .getByRole("button", {
        name: later ? tr.calendar.next : tr.calendar.previous,
        exact: true,
      })
      .click();
  }
}
const saved = (page: Page) =>
  expect
    .poll(() => page.getByTestId("save-status").getAttribute("data-status"), { timeout: 20_000 })
    .toBe("saved");

describe("content planning in Turkish, with an AI provider", () => {
  let env: Awaited<ReturnType<typeof startPlanning>>;
  let browser: TestBrowser;
  let page: Page;
  let site: Site;
  let itemId: string;
  const zone = "Europe/Istanbul";
  // The item is scheduled for the first day after today that is not a Sunday and dragged one day on, so both
  // days share a Monday-first week and every view that shows one shows the other, whatever day the suite runs.
  const today = toWallTime(new Date(), zone).date;
  const publishDay = [1, 2]
    .map((ahead) => addDays(today, ahead))
    .find((day) => startOfWeek(day) === startOfWeek(addDays(day, 1)))!;
  const dayAfter = addDays(publishDay, 1);

  beforeAll(async () => {
    [env, browser] = await Promise.all([startPlanning(true), launchBrowser()]);
    // A user in Istanbul: the calendar shows the stored zone, which starts as the browser's.
    page = await browser.newPage({ timezoneId: zone });
  }, 600_000);
  afterAll(async () => {
    await browser?.close();
    await env?.server.stop();
    await env?.model?.close();
    await env?.fixture.close();
  });

  it("registers and adds a site", async () => {
    await registerInBrowser(page, env.server.baseUrl, "planlama@example.com");
    await page.evaluate(() => localStorage.setItem("sitelens-lang", "tr"));
    site = await addSite(page, env.fixture);
    expect(site.status).toBe("completed");
  });

  it("creates an item: slug, AI outline and social post, meta, image, time and channel, then schedules it", async () => {
    await page.goto(`${env.server.baseUrl}/content-create`);
    await page.getByRole("button", { name: tr.create.start }).click();
    await page.getByTestId("schedule-bar").waitFor();
    itemId = new URL(page.url()).searchParams.get("item") ?? "";
    expect(itemId).not.toBe("");
    // Spec §5: the title comes before AI.
    await page.getByRole("button", { name: tr.ai.outline }).click();
    await page.getByText(tr.ai.needsTitle).waitFor();
    await page.getByLabel(trTools.editor.fields.title).fill("Şişede Soğuk Demleme: Ilık Çay mı, Kahve mi?");
    expect(await page.getByLabel(trTools.editor.fields.slug).inputValue()).toBe(
      "sisede-soguk-demleme-ilik-cay-mi-kahve-mi",
    );
    await page.getByLabel(trTools.editor.fields.keyphrase).fill("soğuk demleme");
    await page.getByRole("button", { name: tr.ai.outline }).click();
    await page.getByTestId("planning-ai-outcome").waitFor();
    const body = page.getByRole("textbox", { name: trTools.editor.fields.body });
    expect(await body.textContent()).toContain("Filtre kahvede 1:16 oranı.");
    await page.getByRole("button", { name: tr.ai.social }).click();
    await expect.poll(() => page.getByLabel(tr.social.title).inputValue(), { timeout: 20_000 }).toBe(social);
    expect(await page.getByTestId("social-limits").textContent()).toContain("X: 39 / 280");
    await page
      .getByLabel(trTools.editor.fields.metaTitle)
      .fill("Soğuk demleme rehberi: oran, süre ve saklama ipuçları");
    await page
      .getByLabel(trTools.editor.fields.metaDescription)
      .fill("Evde soğuk demleme kahve ve çay için doğru oran, demleme süresi ve saklama koşulları.");
    // Images are checked by content: a PHP script named .png is refused, a real PNG lands in the article.
    const input = page.locator('input[type="file"]');
    await input.setInputFiles({
      name: "shell.png",
      mimeType: "image/png",
      buffer: Buffer.from("<?php echo 1; ?>"),
    });
    await page.getByText("Yalnızca WebP, JPG ve PNG görseller yüklenebilir.").waitFor();
    const png = await sharp({ create: { width: 1200, height: 600, channels: 3, background: "#8a5a2b" } })
      .png()
      .toBuffer();
    await input.setInputFiles({ name: "soguk-demleme.png", mimeType: "image/png", buffer: png });
    await page.getByText(tr.media.inserted).waitFor();
    expect(await body.locator("img").getAttribute("src")).toMatch(
      /^\/api\/content-media\/[0-9a-f-]+\/1200\.webp$/,
    );
    // A past time is flagged at once; 10:00 Istanbul is stored as 07:00 UTC.
    await page.getByLabel(tr.publish.date, { exact: true }).fill(toWallTime(new Date(), zone).date);
    await page.getByLabel(tr.publish.time, { exact: true }).fill("00:00");
    await page.getByTestId("publish-problem").waitFor();
    await page.getByLabel(tr.publish.date, { exact: true }).fill(publishDay);
    await page.getByLabel(tr.publish.time, { exact: true }).fill("10:00");
    await page.getByText(tr.channelPicker.none).waitFor();
    await page.getByLabel(tr.channels.manual).check();
    await saved(page);
    await page.getByRole("button", { name: tr.create.schedule }).click();
    await page.getByTestId("schedule-bar").getByText(tr.states.scheduled, { exact: true }).waitFor();
    const stored = await item(page, itemId);
    expect(stored).toMatchObject({
      state: "scheduled",
      slug: "sisede-soguk-demleme-ilik-cay-mi-kahve-mi",
      socialText: social,
      channels: [{ kind: "manual" }],
    });
    expect(new Date(stored.publishAt!).toISOString()).toBe(`${publishDay}T07:00:00.000Z`);
    await checkWidths(page, "content-create-tr");
  });

  it("shows the item on the calendar and moves it by dragging, keeping its time", async () => {
    await page.goto(`${env.server.baseUrl}/app?tab=content-planning`);
    await showPeriodWith(page, publishDay);
    const chip = page.locator(`[data-day="${publishDay}"] [data-testid="calendar-item"]`);
    await chip.waitFor();
    expect(await chip.getAttribute("data-state")).toBe("scheduled");
    expect(await chip.textContent()).toContain("Şişede Soğuk Demleme");
    const yesterday = page.locator(
      `[data-day="${toWallTime(new Date(Date.now() - 86_400_000), zone).date}"]`,
    );
    if (await yesterday.count()) expect(await yesterday.getAttribute("data-open")).toBe("false");
    await chip.dragTo(page.locator(`[data-day="${dayAfter}"]`));
    await page.locator(`[data-day="${dayAfter}"] [data-testid="calendar-item"]`).waitFor();
    await expect
      .poll(async () => (await item(page, itemId)).publishAt, { timeout: 20_000 })
      .toMatch(new RegExp(`^${dayAfter}T07:00:00`));
    await checkWidths(page, "content-calendar-month-tr");
    // Filters and the other views.
    await page.getByLabel(tr.calendar.filters.state).selectOption("draft");
    expect(await page.getByTestId("calendar-item").count()).toBe(0);
    await page.getByLabel(tr.calendar.filters.state).selectOption("");
    await page.getByRole("button", { name: tr.calendar.views.week }).click();
    await showPeriodWith(page, dayAfter);
    await page.locator(`[data-day="${dayAfter}"] [data-testid="calendar-item"]`).waitFor();
    await checkWidths(page, "content-calendar-week-tr");
    await page.getByRole("button", { name: tr.calendar.views.list }).click();
    await page.getByTestId("list-item").first().waitFor();
    expect(await page.getByTestId("calendar-list").textContent()).toContain(tr.states.scheduled);
    await checkWidths(page, "content-calendar-list-tr");
  });
});

describe("content planning in English, without an AI provider", () => {
  let env: Awaited<ReturnType<typeof startPlanning>>;
  let browser: TestBrowser;
  let page: Page;

  beforeAll(async () => {
    [env, browser] = await Promise.all([startPlanning(false), launchBrowser()]);
    page = await browser.newPage();
    await page.addInitScript(() => localStorage.setItem("sitelens-lang", "en"));
  }, 600_000);
  afterAll(async () => {
    await browser?.close();
    await env?.server.stop();
    await env?.fixture.close();
  });

  it("says an AI provider is needed, autosaves, and sends an editor draft to planning", async () => {
    await registerInBrowser(page, env.server.baseUrl, "planning@example.com");
    const site = await addSite(page, env.fixture);
    await page.goto(`${env.server.baseUrl}/content-editor/${site.id}`);
    await page.getByRole("button", { name: enTools.editor.newDraft }).click();
    await page.getByLabel(enTools.editor.fields.title).fill("Cold brew at home");
    await saved(page);
    await page.getByRole("link", { name: enTools.editor.sendToPlanning }).click();
    await page.getByTestId("schedule-bar").waitFor();
    expect(await page.getByLabel(enTools.editor.fields.title).inputValue()).toBe("Cold brew at home");
    await page.getByTestId("planning-ai-unavailable").waitFor();
    expect(await page.getByTestId("planning-ai-unavailable").textContent()).toBe(en.ai.needed);
    expect(await page.getByRole("button", { name: en.ai.outline }).isDisabled()).toBe(true);
    expect(await page.getByTestId("schedule-missing").textContent()).toContain("meta description");
    await checkWidths(page, "content-create-en");
    await page.goto(`${env.server.baseUrl}/app?tab=content-planning`);
    await page.getByRole("button", { name: en.calendar.views.list }).click();
    await page.getByTestId("list-item").first().waitFor();
    expect(await page.getByTestId("calendar-list").textContent()).toContain(en.states.draft);
    await page.getByRole("button", { name: en.calendar.views.month }).click();
    await checkWidths(page, "content-calendar-en");
  });
});
