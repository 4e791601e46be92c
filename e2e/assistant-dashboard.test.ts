import { randomUUID } from "node:crypto";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  historicalData,
  rankChecks,
  seoTasks,
  sites,
  trackedKeywords,
  visibilityRuns,
} from "../apps/server/src/db/schema";
import { registerAndConfirm } from "../apps/server/test/accounts/support";
import { startChatModelServer } from "../apps/server/test/chat/chat-model-server";
import { startTestServer, type TestServer } from "../apps/server/test/support/start-test-server";
import { TestClient } from "../apps/server/test/support/test-client";
import enChat from "../apps/web/src/locales/en/chat.json";
import enDashboard from "../apps/web/src/locales/en/dashboard.json";
import enLayout from "../apps/web/src/locales/en/layout.json";
import trChat from "../apps/web/src/locales/tr/chat.json";
import trDashboard from "../apps/web/src/locales/tr/dashboard.json";
import trLayout from "../apps/web/src/locales/tr/layout.json";
import { launchBrowser, type TestBrowser } from "./support/browser";
import { screenshotAllSizes } from "./support/screenshots";

const SESSION_COOKIE = "sitelens.session_token";

let model: Awaited<ReturnType<typeof startChatModelServer>>;
let server: TestServer;
let browser: TestBrowser;
let userId: string;
let session: string;
let firstSiteId: string;

/** An agency's 30 analysed sites with history and tasks, one measured by ChatGPT. */
async function seedPortfolio() {
  const db = server.context.database.db;
  const rows = Array.from({ length: 30 }, (_, index) => ({
    id: randomUUID(),
    userId,
    name: `musteri-${String(index + 1).padStart(2, "0")}.com.tr`,
    url: `https://musteri-${String(index + 1).padStart(2, "0")}.com.tr/`,
    status: "completed" as const,
    overallScore: 35 + 2 * index,
    previousScore: 33 + 2 * index,
    googleSeo: 40 + index,
    bingSeo: 38 + index,
    yandexSeo: 36 + index,
    chatgptVisibility: 30 + index,
    geminiVisibility: 28 + index,
    grokVisibility: 26 + index,
    lastAnalyzed: new Date(),
  }));
  firstSiteId = rows[0]!.id;
  await db.insert(sites).values(rows);
  await db.insert(historicalData).values(
    rows.flatMap((site) =>
      [10, 5, 0].map((back, step) => ({
        id: randomUUID(),
        siteId: site.id,
        overall: site.overallScore - back,
        categories: {},
        createdAt: new Date(Date.now() - (3 - step) * 86_400_000),
      })),
    ),
  );
  await db.insert(seoTasks).values(
    rows.map((site, index) => ({
      id: randomUUID(),
      userId,
      siteId: site.id,
      auditId: "document-title",
      title: { tr: `Sayfa başlığı eksik (${site.name})`, en: `Page title missing (${site.name})` },
      description: { tr: "-", en: "-" },
      fix: { tr: "-", en: "-", code: null },
      priority: index % 2 === 0 ? ("high" as const) : ("medium" as const),
      category: "seo" as const,
      impact: 30 - index,
      source: "analysis" as const,
    })),
  );
  await db.insert(visibilityRuns).values({
    id: randomUUID(),
    userId,
    siteId: firstSiteId,
    engine: "chatgpt",
    model: "gpt-5-mini",
    status: "completed",
    prompts: 4,
    samples: 5,
    metrics: {
      answers: 20,
      mentionRate: 0.55,
      citationRate: 0.25,
      averagePosition: 1.8,
      shareOfVoice: 0.4,
      sentiment: 0.3,
      score: 55,
    },
    finishedAt: new Date(),
  });
  // Two tracked keywords of the first site that moved: one up 8 places, one out of the top 100.
  for (const [keyword, before, after] of [
    ["kurumsal web tasarım", 12, 4],
    ["seo ajansı istanbul", 30, null],
  ] as const) {
    const id = randomUUID();
    await db.insert(trackedKeywords).values({
      id,
      userId,
      siteId: firstSiteId,
      keyword,
      engine: "google",
      country: "tr",
      language: "tr",
      device: "desktop",
    });
    await db.insert(rankChecks).values([
      {
        id: randomUUID(),
        trackedKeywordId: id,
        status: "found",
        position: before,
        checkedAt: new Date(Date.now() - 86_400_000),
      },
      {
        id: randomUUID(),
        trackedKeywordId: id,
        status: after === null ? "not_found" : "found",
        position: after,
      },
    ]);
  }
}

async function newPage(language: "tr" | "en", viewport: { width: number; height: number }) {
  const page = await browser.newPage({ viewport });
  await page.context().addCookies([{ name: SESSION_COOKIE, value: session, url: server.url }]);
  await page.addInitScript((lang) => localStorage.setItem("sitelens-lang", lang), language);
  return page;
}

/** At 1280 and 375 px, light and dark; only the element `testId` when given. */
const shot = (page: Page, name: string, testId?: string) =>
  screenshotAllSizes(page, name, {
    settleMs: 150,
    fullPage: false,
    element: testId ? page.getByTestId(testId) : undefined,
  });

async function ask(page: Page, text: string) {
  const box = page.getByTestId("chat-panel").getByRole("textbox");
  await box.fill(text);
  await box.press("Enter");
}

beforeAll(async () => {
  model = await startChatModelServer();
  [server, browser] = await Promise.all([
    startTestServer({
      env: { AI_BASE_URL: model.baseUrl, AI_MODEL: "yerel-model", OPENAI_API_KEY: "sk-test" },
    }),
    launchBrowser(),
  ]);
  const client = new TestClient(server.url);
  userId = await registerAndConfirm(client, "ajans@example.com");
  session = client.cookie(SESSION_COOKIE)!;
  await seedPortfolio();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await model?.close();
});

describe("portfolio dashboard", () => {
  it("shows an agency's 30 sites with trend, measured or estimated visibility, and high-priority tasks (en, desktop)", async () => {
    const page = await newPage("en", { width: 1280, height: 800 });
    await page.goto(`${server.url}/dashboard`);
    await page.getByRole("heading", { name: enDashboard.title, level: 1 }).waitFor();
    await expect.poll(() => page.getByTestId("portfolio-row").count(), { timeout: 60_000 }).toBe(30);
    const first = page.getByTestId("portfolio-row").filter({ hasText: "musteri-01.com.tr" });
    await first.getByText(enDashboard.measured, { exact: true }).waitFor();
    expect(
      await page.getByTestId("portfolio-row").getByText(enDashboard.estimate, { exact: true }).count(),
    ).toBe(89);
    expect(await page.getByTestId("portfolio-tasks").getByRole("listitem").count()).toBe(15);
    const movements = page.getByTestId("portfolio-rank-movements").getByRole("listitem");
    expect(await movements.allInnerTexts()).toEqual([
      expect.stringMatching(/seo ajansı istanbul[\s\S]*30 → not in top 100[\s\S]*71/),
      expect.stringMatching(/kurumsal web tasarım[\s\S]*12 → 4[\s\S]*8/),
    ]);
    await page.getByRole("searchbox").fill("musteri-2");
    await expect.poll(() => page.getByTestId("portfolio-row").count(), { timeout: 30_000 }).toBe(10);
    await page.getByRole("searchbox").fill("");
    await shot(page, "dashboard-en");
    await first.getByRole("link", { name: /musteri-01/ }).click();
    await page.waitForURL(`${server.url}/app/sites/${firstSiteId}`);
    await page.context().close();
  });

  it("speaks Turkish and shows compact cards on a phone", async () => {
    const page = await newPage("tr", { width: 375, height: 740 });
    await page.goto(`${server.url}/dashboard`);
    await page.getByRole("heading", { name: trDashboard.title, level: 1 }).waitFor();
    await page.getByTestId("portfolio-cards").getByText("musteri-30.com.tr").waitFor({ timeout: 60_000 });
    await page.getByText(trDashboard.tasksTitle).waitFor();
    await page.getByText(trDashboard.movements.title).waitFor();
    await page.getByText("30 → ilk 100'de değil").waitFor();
    const overflowing = await page.evaluate(() =>
      [...document.querySelectorAll("main *")]
        .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1)
        .map((element) => `${element.tagName}.${element.className}`.slice(0, 80)),
    );
    expect(overflowing).toEqual([]);
    await shot(page, "dashboard-tr");
    await shot(page, "dashboard-movements-tr", "portfolio-rank-movements");
    await page.context().close();
  });
});

describe("AI assistant", () => {
  it("streams, stops, reports errors as written, proposes a task and clears back to the greeting (en, side panel)", async () => {
    const page = await newPage("en", { width: 1280, height: 800 });
    await page.goto(`${server.url}/dashboard`);
    await page.getByTestId("chat-launcher").click();
    const panel = page.getByTestId("chat-panel");
    await panel.getByTestId("chat-greeting").getByText(enChat.greeting).waitFor();

    await ask(page, "   ");
    expect(await panel.getByTestId("chat-user-message").count()).toBe(0);

    await ask(page, "How are my sites?");
    const answer = panel.getByTestId("chat-assistant-message").last();
    await answer.getByText("bakalım: How are my sites?").waitFor();
    expect(await answer.locator("strong").textContent()).toBe("Sitelerinize");
    await answer.getByRole("button", { name: enChat.copy }).waitFor();

    await ask(page, "SLOW");
    await panel.getByText("Düşünüyorum").waitFor();
    await panel.getByRole("button", { name: enChat.stop }).click();
    await panel.getByText(enChat.stopped).waitFor();

    await ask(page, "FAIL");
    await panel.getByTestId("chat-error").getByText(enChat.errors.unavailable).waitFor();
    await ask(page, "EMPTY");
    await panel.getByTestId("chat-error").getByText(enChat.errors.apology).waitFor();
    await page.locator("[data-sonner-toast]").getByText(enChat.errors.apology).waitFor();

    const args = {
      site: firstSiteId,
      title: "Write an FAQ page",
      description: "Answer the ten most asked questions",
      priority: "high",
    };
    await ask(page, `TOOL propose_task ${JSON.stringify(args)}`);
    const proposal = panel.getByTestId("chat-proposal");
    await proposal.getByText("Write an FAQ page").waitFor();
    await proposal.getByRole("button", { name: enChat.proposal.create }).click();
    await proposal.getByText(enChat.proposal.created).waitFor();
    await shot(page, "chat-en");

    // The conversation is kept on the server: a reload shows it again.
    await page.reload();
    await page.getByTestId("chat-launcher").click();
    await panel.getByText("bakalım: How are my sites?").waitFor();
    await panel.getByRole("button", { name: enChat.clear }).click();
    await expect.poll(() => panel.getByTestId("chat-user-message").count(), { timeout: 30_000 }).toBe(0);
    await panel.getByTestId("chat-greeting").waitFor();
    await page.context().close();
  });

  it("opens as a bottom sheet from the bottom bar on a phone, in Turkish", async () => {
    const page = await newPage("tr", { width: 375, height: 740 });
    await page.goto(`${server.url}/dashboard`);
    expect(await page.getByTestId("chat-launcher").isVisible()).toBe(false);
    await page.getByTestId("bottom-bar").getByRole("button", { name: trLayout.bottomBar.chat }).click();
    const sheet = page.getByTestId("chat-sheet");
    await sheet.getByText(trChat.greeting).waitFor();
    const box = await sheet.boundingBox();
    expect(box?.width).toBe(375);
    expect((box?.y ?? 0) > 0).toBe(true);
    await ask(page, "Merhaba");
    await sheet.getByText("bakalım: Merhaba").waitFor();
    await shot(page, "chat-tr-mobile");
    await page.context().close();
    expect(enLayout.bottomBar.chat).toBe("AI chat");
  });
});
