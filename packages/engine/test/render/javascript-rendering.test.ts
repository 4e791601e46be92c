import { existsSync } from "node:fs";
import type { ScanResult } from "@sitelens/shared/scan-result";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runScan } from "../../src/run/run-scan";
import { DEFAULT_CHROME_PATH } from "../../src/speed/gather-speed";
import { startTestServer, type TestServer } from "../support/start-test-server";
import { clientRenderedSite } from "./client-rendered-site";

const hasChromium = existsSync(DEFAULT_CHROME_PATH);
let site: TestServer;

beforeAll(async () => {
  site = await startTestServer(clientRenderedSite);
});
afterAll(() => site.close());

const scan = (render = { pages: 10, totalMs: 90_000, pageMs: 30_000 }) =>
  runScan({
    url: `${site.origin}/`,
    options: { lighthouse: false, allowPrivateNetworks: true, maxPages: 10, render },
  });

const audit = (result: ScanResult, id: string) => result.audits.find((item) => item.id === id);

describe.skipIf(!hasChromium)("JavaScript rendering", () => {
  it("audits a client-rendered site on its rendered DOM and follows links only the DOM has", {
    timeout: 180_000,
  }, async () => {
    const result = await scan();
    const rendered = (result.crawl.rendering?.pages ?? []).map((page) => new URL(page.url).pathname).sort();
    expect(rendered).toEqual(["/", "/about", "/switch"]);
    expect(result.crawl.rendering?.pages.every((page) => page.error === null)).toBe(true);
    const home = result.pages.find((page) => page.url === `${site.origin}/`);
    // The server shell has an empty title and no description; the rendered DOM has both.
    expect(home?.title).toBe("Client rendered home");
    expect(home?.failingAudits).not.toContain("document-title");
    expect(home?.failingAudits).not.toContain("meta-description");
    // AI crawlers still see the shell: this audit keeps judging the server HTML.
    expect(home?.failingAudits).toContain("server-rendered-content");
    const table = audit(result, "javascript-rendering");
    const homeRow = table?.details.find((row) => row.url === `${site.origin}/`);
    expect(homeRow).toMatchObject({ jsOnlyLinks: 2, error: null });
    expect(String(homeRow?.changed)).toContain("title");
    expect(String(homeRow?.words)).toMatch(/^0 → \d+$/);
  });

  it("fails a page whose script rewrites its canonical and robots meta, naming both values", {
    timeout: 180_000,
  }, async () => {
    const result = await scan();
    const changes = audit(result, "rendered-head-changes");
    expect(changes?.failingUrls).toEqual([`${site.origin}/switch`]);
    expect(changes?.details).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          field: "canonical",
          server: "/switch",
          rendered: `${site.origin}/elsewhere`,
        }),
        expect.objectContaining({
          field: "robots",
          server: "robots: index,follow",
          rendered: "robots: noindex",
        }),
      ]),
    );
  });

  it("keeps to the render budget and says which pages were left out", { timeout: 180_000 }, async () => {
    const result = await scan({ pages: 1, totalMs: 90_000, pageMs: 30_000 });
    expect(result.crawl.rendering?.pages.map((page) => page.url)).toEqual([`${site.origin}/`]);
    expect(result.crawl.rendering?.skipped).toBeGreaterThan(0);
    expect(audit(result, "javascript-rendering")?.displayValue?.en).toMatch(/left out by the budget/);
  });

  it("renders nothing and says so when rendering is turned off", { timeout: 60_000 }, async () => {
    const result = await scan({ pages: 0, totalMs: 0, pageMs: 0 });
    expect(result.crawl.rendering?.pages).toEqual([]);
    expect(result.pages.find((page) => page.url === `${site.origin}/`)?.failingAudits).toContain(
      "document-title",
    );
  });
});
