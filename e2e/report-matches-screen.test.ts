import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import enDashboard from "../apps/web/src/locales/en/dashboard.json";
import { type AnalysedSite, openSignedIn, settle, startAnalysedSite } from "./support/analysed-site";

/**
 * The client reads the PDF next to the screen (issue 11, item 5): every count the site detail shows
 * (checks failing of applied, per severity, per category, the crawl summary, open tasks, pages) is
 * read off the rendered screen and must appear, with the same label, in the PDF's text.
 */

let site: AnalysedSite;
let page: Page;
let pdf = "";

beforeAll(async () => {
  site = await startAnalysedSite("rapor-ekran@example.com");
  page = await openSignedIn(site, "en", 1280);
  await page.goto(`${site.server.baseUrl}/app/sites/${site.siteId}`);
  const href = (await page.getByTestId("pdf-download").getAttribute("href")) ?? "";
  const url = new URL(href, site.server.baseUrl);
  url.searchParams.set("lang", "en");
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "sitelens-pdf-")), "report.pdf");
  fs.writeFileSync(file, await (await page.request.get(url.toString())).body());
  pdf = execFileSync("pdftotext", ["-enc", "UTF-8", file, "-"]).toString().replace(/\s+/g, " ");
}, 600_000);
afterAll(async () => {
  await page?.context().close();
  await site?.close();
});

const squash = (text: string | null) => (text ?? "").replace(/\s+/g, " ").trim();
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

describe("the PDF report and the site detail screen", { timeout: 300_000 }, () => {
  it("print the same checks summary, severity counts and crawl summary as the overview", async () => {
    await settle(page, site.server.baseUrl, `/app/sites/${site.siteId}`);
    const summary = squash(await page.getByTestId("overview-issues").locator("p").first().textContent());
    expect(summary).toMatch(/^\d+ of the \d+ checks that applied need attention$/);
    expect(pdf).toContain(summary);
    for (const [severity, label] of [
      ["error", "Errors"],
      ["warning", "Warnings"],
      ["notice", "Notices"],
    ]) {
      const count = await page
        .getByTestId("overview-issues")
        .getByTestId(`severity-${severity}`)
        .locator(".tabular-nums")
        .textContent();
      expect(pdf).toContain(`${label}: ${count}`);
    }
    const rows = page.getByTestId("crawl-summary").locator("dl > div");
    expect(await rows.count()).toBe(10);
    for (const row of await rows.all()) {
      const label = squash(await row.locator("dt").textContent());
      const value = squash(await row.locator("dd").textContent());
      expect(pdf, label).toContain(`${label}: ${value}`);
    }
  });

  it("print each category's score and its failing-of-applied count, or why it has none, as the SEO tab", async () => {
    await settle(page, site.server.baseUrl, `/app/sites/${site.siteId}?tab=seo`);
    const cards = page.getByTestId("seo-sections").getByTestId("category-audits");
    expect(await cards.count()).toBeGreaterThan(3);
    for (const card of await cards.all()) {
      const title = squash(await card.locator("[data-slot=card-title]").textContent());
      const score = squash(await card.locator("[data-slot=card-header] > span").textContent());
      expect(pdf, title).toContain(`${title} ${score}`);
      const explained =
        score === "–"
          ? card.getByTestId("category-no-score")
          : card.getByText(/checks that applied need attention$/);
      // pdftotext prints the score before or after the line under the name, as the layout falls.
      const line = `${escapeRegExp(title)} (${escapeRegExp(score)} )?${escapeRegExp(squash(await explained.textContent()))}`;
      expect(pdf, title).toMatch(new RegExp(line));
    }
  });

  it("list as many open tasks and pages as the tasks and pages tabs", async () => {
    await settle(page, site.server.baseUrl, `/app/sites/${site.siteId}?tab=tasks`);
    const total = Number(
      /^(\d+) tasks?$/.exec(squash(await page.getByTestId("task-total").textContent()))?.[1],
    );
    expect(total).toBeGreaterThan(0);
    const perPriority = [...pdf.matchAll(/(?:High|Medium|Low) priority \((\d+)\)/g)];
    expect(perPriority.reduce((sum, match) => sum + Number(match[1]), 0)).toBe(total);

    await settle(page, site.server.baseUrl, `/app/sites/${site.siteId}?tab=pages`);
    const rows = page.getByTestId("pages-table").getByTestId("page-row");
    await rows.first().waitFor();
    const listed = await rows.count();
    const table = pdf.slice(pdf.indexOf("Address Status Score"), pdf.indexOf("Speed per page"));
    for (const row of await rows.all()) {
      const address = squash(await row.locator("td").first().textContent());
      expect(table, address).toContain(new URL(address, site.fixture.origin).pathname);
    }
    expect(pdf).toContain(`Pages crawled: ${listed}`);
  });

  it("show each high-priority task's impact on the portfolio as the tasks tab does, and no bare trend dash", async () => {
    await settle(page, site.server.baseUrl, `/app/sites/${site.siteId}?tab=tasks`);
    const impacts = new Map<string, string>();
    for (const item of await page.getByTestId("task-item").all()) {
      const title = squash(await item.locator("span.font-medium").first().textContent());
      const impact = /<?\+\d+\.\d points|No effect on the score/.exec((await item.textContent()) ?? "");
      impacts.set(title, impact?.[0] ?? "");
    }
    await settle(page, site.server.baseUrl, "/dashboard");
    const rows = page.getByTestId("portfolio-tasks").getByRole("listitem");
    let compared = 0;
    for (const row of await rows.all()) {
      const title = squash(await row.locator("a > span").first().textContent());
      if (!impacts.has(title)) continue;
      expect(squash(await row.textContent()), title).toContain(impacts.get(title));
      expect(impacts.get(title)).not.toBe("");
      compared++;
    }
    expect(compared).toBeGreaterThan(3);
    const table = page.getByTestId("portfolio-row").first();
    expect(await table.textContent()).toContain(enDashboard.columns.trendPending);
  });
});
