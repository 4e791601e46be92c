import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import enGoogle from "../apps/web/src/locales/en/google.json";
import enNotifications from "../apps/web/src/locales/en/notifications.json";
import enSites from "../apps/web/src/locales/en/sites.json";
import trSites from "../apps/web/src/locales/tr/sites.json";
import { type FixtureSite, serveFixtureSite } from "../packages/engine/test/fixtures/serve-fixture-site";
import { type SiteDetail, summarizeScan } from "../packages/shared/src";
import { launchBrowser, type TestBrowser } from "./support/browser";
import { chooseMenuItem } from "./support/menu";
import { registerInBrowser } from "./support/register-in-browser";
import { screenshotAllSizes } from "./support/screenshots";
import { type E2eServer, startE2eServer } from "./support/server";

let fixture: FixtureSite;
let server: E2eServer;
let browser: TestBrowser;
let page: Page;

beforeAll(async () => {
  fixture = await serveFixtureSite();
  const resolve = Object.entries(fixture.resolve).map(([hostPort, address]) => `${hostPort}:${address}`);
  [server, browser] = await Promise.all([
    startE2eServer({
      CRAWLER_RESOLVE: resolve.join(","),
      CRAWLER_ALLOW_PRIVATE: "true",
      ANALYSIS_LIGHTHOUSE: "false",
      ANALYSIS_MAX_PAGES: "40",
      ...(process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.WEB_DIST_DIR } : {}),
    }),
    launchBrowser(),
  ]);
  page = await browser.newPage();
  await page.addInitScript(() => localStorage.setItem("sitelens-lang", "en"));
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await fixture?.close();
});

const shot = (name: string) => screenshotAllSizes(page, name);

async function openTab(name: string) {
  await page.getByRole("tab", { name, exact: true }).click();
  await expect
    .poll(() => page.getByRole("tab", { name, exact: true }).getAttribute("aria-selected"))
    .toBe("true");
}

function pdfText(bytes: Buffer): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "sitelens-pdf-")), "report.pdf");
  fs.writeFileSync(file, bytes);
  expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
  return execFileSync("pdftotext", ["-enc", "UTF-8", file, "-"]).toString();
}

describe("sites in the browser, as a new user", () => {
  it("registers and is taught how to start", async () => {
    await registerInBrowser(page, server.baseUrl, "site.sahibi@example.com");
    await page.getByTestId("sites-empty").waitFor();
    expect(await page.getByRole("heading", { name: enSites.empty.title }).isVisible()).toBe(true);
    await shot("dashboard-empty");
  });

  it("refuses an invalid address with the spec's message", async () => {
    const box = page.getByRole("main").getByLabel(enSites.add.label);
    await box.fill("192.168.1.10");
    await page.getByRole("main").getByRole("button", { name: enSites.add.submit }).click();
    await page
      .getByRole("alert")
      .filter({ hasText: "Please use a domain name, not an IP address." })
      .waitFor();
  });

  it("adds the fixture site and watches its analysis complete live", async () => {
    // Every status the card shows, recorded in the page, so the switch is seen without a reload.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { statusesSeen: string[] }).statusesSeen = seen;
      new MutationObserver(() => {
        for (const element of document.querySelectorAll("[data-testid=site-status]")) {
          const status = element.getAttribute("data-status") ?? "";
          if (seen.at(-1) !== status) seen.push(status);
        }
      }).observe(document.body, { subtree: true, childList: true, attributes: true });
    });
    const box = page.getByRole("main").getByLabel(enSites.add.label);
    await box.fill(fixture.origin);
    await page.getByRole("main").getByRole("button", { name: enSites.add.submit }).click();
    const card = page.getByTestId("site-card");
    await card.waitFor();
    await card.locator("[data-status=completed]").waitFor({ timeout: 90_000 });
    const seen = await page.evaluate(() => (window as unknown as { statusesSeen: string[] }).statusesSeen);
    expect(seen[0]).toBe("analyzing");
    expect(seen.at(-1)).toBe("completed");
    await page.getByText(/analysed: score \d+/).waitFor();
    expect(await card.getByRole("img", { name: /Overall score: \d+/ }).isVisible()).toBe(true);
    await shot("dashboard-completed");
  });

  it("shows the new notifications in the bell and marks them read", async () => {
    const badge = page.getByTestId("notification-badge");
    await badge.waitFor();
    await page.getByRole("button", { name: /^Notifications, \d+ unread$/ }).click();
    const dropdown = page.getByTestId("notification-dropdown");
    await dropdown.getByText(/Analysis of .* completed/).waitFor();
    await shot("notifications-dropdown");
    await dropdown.getByRole("button", { name: enNotifications.markAllRead }).click();
    await badge.waitFor({ state: "detached" });
    await page.keyboard.press("Escape");

    // Below 768 px the same list opens as a drawer.
    await page.setViewportSize({ width: 375, height: 800 });
    await page.getByRole("button", { name: /^Notifications, 0 unread$/ }).click();
    await page
      .getByTestId("notification-drawer")
      .getByText(/Analysis of .* completed/)
      .waitFor();
    await page.keyboard.press("Escape");
    await page.setViewportSize({ width: 1280, height: 800 });

    const worker = await page.request.get(`${server.baseUrl}/sw.js`);
    expect(worker.headers()["content-type"]).toMatch(/javascript/);
    expect(await worker.text()).toContain("notificationclick");
  });

  it("opens every tab of the site detail", async () => {
    await page.getByTestId("site-card").getByRole("link", { name: enSites.card.open }).click();
    await page.waitForURL(/\/app\/sites\//);
    await page
      .getByRole("img", { name: /Overall score: \d+/ })
      .first()
      .waitFor();
    await page.getByText(enSites.overview.estimateNote).first().waitFor();
    // The overview's counts are summarizeScan's of the stored result, the function the PDF prints.
    const id = page.url().split("/app/sites/")[1]?.split(/[?#]/)[0] ?? "";
    const detail = (await (
      await page.request.get(`${server.baseUrl}/api/sites/${id}`, { headers: { accept: "application/json" } })
    ).json()) as SiteDetail;
    const summary = summarizeScan(detail.analysisData!);
    await page.getByTestId("crawl-summary").waitFor();
    expect(await page.getByTestId("crawl-crawled").textContent()).toBe(String(summary.crawl.crawled));
    expect(await page.getByTestId("crawl-s4xx").textContent()).toBe(String(summary.crawl.status4xx));
    expect(await page.getByTestId("crawl-blocked").textContent()).toBe(String(summary.crawl.blocked));
    const overviewErrors = page.getByTestId("overview-issues").getByTestId("severity-error");
    expect(await overviewErrors.textContent()).toContain(String(summary.checks.bySeverity.error));
    expect(await page.getByTestId("scoring-explainer").isVisible()).toBe(true);
    expect(await page.getByText(/^First analysis$/).count()).toBe(0);
    await shot("detail-overview");

    await openTab(enSites.tab.seo);
    await page.getByTestId("category-audits").first().waitFor();
    await page.getByTestId("speed-unavailable").waitFor();
    expect(await page.getByTestId("checks-summary").textContent()).toBe(
      enSites.checks.summary
        .replace("{{failing}}", String(summary.checks.failing))
        .replace("{{run}}", String(summary.checks.run)),
    );
    // Findings before the speed block.
    const findingsFirst = await page.evaluate(() => {
      const findings = document.querySelector("[data-testid=category-audits]");
      const speed = document.querySelector("[data-testid=speed-unavailable]");
      return Boolean(
        findings && speed && findings.compareDocumentPosition(speed) & Node.DOCUMENT_POSITION_FOLLOWING,
      );
    });
    expect(findingsFirst).toBe(true);
    await page.getByTestId("severity-error").click();
    const severities = await page
      .getByTestId("audit-row")
      .evaluateAll((rows) => rows.map((row) => row.getAttribute("data-severity")));
    expect(severities.length).toBeGreaterThan(0);
    expect(new Set(severities)).toEqual(new Set(["error"]));
    await page.getByTestId("severity-all").click();
    await page.getByTestId("audit-row").first().click();
    await shot("detail-seo");

    await openTab(enSites.tab.aio);
    await page.getByTestId("ai-bot-table").waitFor();
    expect(await page.getByTestId("ai-bot-table").getByText("GPTBot").isVisible()).toBe(true);
    await page.getByTestId("llms-txt").waitFor();
    await shot("detail-aio");

    await openTab(enSites.tab.pages);
    await page.getByTestId("page-row").first().waitFor();
    const rows = await page.getByTestId("page-row").count();
    await page.getByLabel(enSites.pages.addLabel).fill("yeni-sayfa");
    await page.getByRole("button", { name: enSites.pages.add, exact: true }).click();
    await page.getByRole("alert").filter({ hasText: "The page URL must start with '/'." }).waitFor();
    await page.getByLabel(enSites.pages.addLabel).fill("/iletisim-yeni");
    await page.getByRole("button", { name: enSites.pages.add, exact: true }).click();
    await expect.poll(() => page.getByTestId("page-row").count(), { timeout: 30_000 }).toBe(rows + 1);
    // A 404 has no score: the row says why in words and who links to it.
    const unscored = page
      .getByTestId("pages-table")
      .getByTestId("page-unscored")
      .filter({ hasText: "Page not found (HTTP 404)" });
    await unscored.first().waitFor();
    expect(await unscored.first().textContent()).toContain("Linked from");
    await shot("detail-pages");
    await page.getByTestId("pages-table").getByRole("button", { name: enSites.pages.report }).first().click();
    await page.getByRole("dialog").getByText(enSites.pages.metaDescription).waitFor();
    await shot("detail-page-report");
    await page.keyboard.press("Escape");

    await openTab(enSites.tab.searchConsole);
    // No GOOGLE_CLIENT_ID here: the tabs say so instead of offering a connection that cannot work.
    await page.getByTestId("google-not-configured").getByText(enGoogle.notConfigured.title).waitFor();
    await openTab(enSites.tab.ga4);
    await page.getByTestId("google-not-configured").waitFor();

    await openTab(enSites.tab.connection);
    await page.locator("[data-testid=verification-status][data-status=not_connected]").waitFor();
    await page.getByRole("radio", { name: enSites.connection.method.dns }).click();
    await page.getByText(enSites.connection.dnsValue, { exact: true }).waitFor();
    await page.getByRole("button", { name: enSites.connection.check }).click();
    await page.locator("[data-testid=verification-status][data-status=failed]").waitFor({ timeout: 30_000 });
    await shot("detail-connection");
  });

  it("completes a task, finds it among completed ones, undoes it and asks for a solution", async () => {
    await openTab(enSites.tab.tasks);
    const first = page.getByTestId("task-item").first();
    await first.waitFor();
    const title = (await first.locator("span.font-medium").first().textContent()) ?? "";
    await first.getByRole("button", { name: enSites.tasks.complete }).click();
    await page.getByText(enSites.tasks.completedToast).waitFor();
    await expect.poll(() => page.getByTestId("task-item").filter({ hasText: title }).count()).toBe(0);

    await page.getByLabel(enSites.tasks.status).selectOption("completed");
    const done = page.getByTestId("task-item").filter({ hasText: title });
    await done.waitFor();
    expect(await done.getAttribute("data-status")).toBe("completed");
    await done.getByRole("button", { name: enSites.tasks.reopen }).click();
    await expect.poll(() => page.getByTestId("task-item").filter({ hasText: title }).count()).toBe(0);

    await page.getByLabel(enSites.tasks.status).selectOption("pending");
    const task = page.getByTestId("task-item").filter({ hasText: title });
    await task.getByRole("button", { name: enSites.tasks.details }).click();
    await task.getByText(enSites.tasks.fix).first().waitFor();
    // No AI provider and the fixture's server names no software: nothing more specific to offer.
    expect(await task.getByTestId("ask-solution").count()).toBe(0);
    await shot("detail-tasks");
  });

  it("downloads the PDF report and reads it in English and Turkish", async () => {
    await openTab(enSites.tab.overview);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByTestId("pdf-download").click(),
    ]);
    const english = pdfText(fs.readFileSync((await download.path())!));
    expect(english).toContain("ornek-kahve");
    expect(english).toMatch(/score/i);

    const url = new URL((await page.getByTestId("pdf-download").getAttribute("href")) ?? "", server.baseUrl);
    url.searchParams.set("lang", "tr");
    const turkish = pdfText(await (await page.request.get(url.toString())).body());
    expect(turkish).toMatch(/puan/i);
    expect(turkish).toMatch(/[şğıİçö]/);
  });

  it("shows the site detail in Turkish", async () => {
    await chooseMenuItem(
      page,
      page.getByRole("button", { name: /^Language: / }),
      page.getByRole("menuitemradio", { name: "Türkçe" }),
    );
    await page.getByRole("tab", { name: trSites.tab.overview, exact: true }).waitFor();
    await page.getByText(trSites.overview.estimateNote).first().waitFor();
    await openTab(trSites.tab.tasks);
    await page.getByTestId("task-item").first().waitFor();
    await shot("detail-tasks-tr");
    await chooseMenuItem(
      page,
      page.getByRole("button", { name: /^Dil: / }),
      page.getByRole("menuitemradio", { name: "English" }),
    );
    await page.getByRole("tab", { name: enSites.tab.overview, exact: true }).waitFor();
  });

  it("deletes the site after confirming", async () => {
    await page.getByRole("button", { name: enSites.delete.short, exact: true }).click();
    await page.getByRole("dialog").getByRole("button", { name: enSites.delete.confirm }).click();
    await page.waitForURL(`${server.baseUrl}/app`);
    await page.getByTestId("sites-empty").waitFor();
  });
});
