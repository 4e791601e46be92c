import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "../../src/db/schema";
import { listUsage } from "../../src/usage/list-usage";
import { insertSite } from "../rank-tracker/support";
import { signUpTestUser } from "../support/sign-up-test-user";
import { suggestForNewUser, useKeywordServers } from "./support";

let yandexDown = false;

const servers = useKeywordServers(
  // Each engine's autocomplete answers OpenSearch JSON: [query, [suggestions]].
  (request) => {
    const { pathname, searchParams } = request.url;
    if (pathname === "/complete/search") {
      const q = searchParams.get("q") ?? "";
      const extra =
        q === "seo aracı"
          ? ["en iyi seo aracı", "seo aracı fiyatları"]
          : q.endsWith(" n")
            ? ["seo aracı nedir"]
            : [];
      return { json: [q, [q, ...extra]] };
    }
    if (pathname === "/osjson.aspx") return { json: [searchParams.get("query"), ["seo aracı ücretsiz"]] };
    if (pathname === "/suggest-ff.cgi")
      return yandexDown
        ? { status: 503, text: "" }
        : { json: [searchParams.get("part"), ["seo aracı yandex"]] };
    return { status: 404, json: {} };
  },
  (vendorUrl) => ({
    GOOGLE_SUGGEST_BASE_URL: vendorUrl,
    BING_SUGGEST_BASE_URL: vendorUrl,
    YANDEX_SUGGEST_BASE_URL: `${vendorUrl}/`,
  }),
);

describe("keyword suggestions", () => {
  it("expands the seed on each engine and gives honest metrics: volume and difficulty unknown, intent estimated", async () => {
    const { status, body, userId } = await suggestForNewUser(servers.server, {
      seed: "seo aracı",
      engines: ["google", "bing"],
    });
    expect(status).toBe(200);
    expect(body.keywordDataSource).toBeNull();
    const byKeyword = Object.fromEntries(body.suggestions.map((entry) => [entry.keyword, entry]));
    expect(byKeyword["en iyi seo aracı"]).toMatchObject({
      intent: "commercial",
      intentEstimated: true,
      language: "tr",
      searchVolume: null,
      difficulty: null,
      cpc: null,
    });
    expect(byKeyword["seo aracı fiyatları"]?.intent).toBe("transactional");
    expect(byKeyword["seo aracı nedir"]?.intent).toBe("informational");
    expect(byKeyword["seo aracı ücretsiz"]?.sources).toEqual(["bing"]);
    const googleQueries = servers.vendor.requests.filter(
      (request) => request.url.pathname === "/complete/search",
    );
    const asked = googleQueries.map((request) => request.url.searchParams.get("q"));
    expect(asked).toEqual(
      expect.arrayContaining([
        "seo aracı",
        "seo aracı a",
        "seo aracı z",
        "seo aracı nasıl",
        "how seo aracı",
        "seo aracı vs",
      ]),
    );
    expect(googleQueries[0]?.url.searchParams.get("client")).toBe("firefox");
    const used = (await listUsage(servers.server.context.database, userId)).find(
      (entry) => entry.kind === "keyword_lookups",
    );
    expect(used?.used).toBe(1);
  });

  it("reports a failing engine, and refunds when no source answered", async () => {
    yandexDown = true;
    const partial = await suggestForNewUser(
      servers.server,
      { seed: "seo aracı", engines: ["google", "yandex"] },
      "tr",
    );
    const { client, userId, siteId } = partial;
    expect(partial.body.failedSources).toEqual(["yandex"]);
    const failed = await client.json<{ error: { code: string; message: string } }>(
      "POST",
      "/api/keyword-suggestions",
      {
        siteId,
        seed: "başka kelime",
        engines: ["yandex"],
      },
    );
    yandexDown = false;
    expect([failed.status, failed.body.error.code]).toEqual([502, "keyword_suggestions_failed"]);
    expect(failed.body.error.message).toBe("Anahtar kelime önerileri alınamadı, tekrar deneyin.");
    const used = (await listUsage(servers.server.context.database, userId)).find(
      (entry) => entry.kind === "keyword_lookups",
    );
    expect(used?.used).toBe(1);
  });

  it("is gated on the plan and scoped to the user's own sites", async () => {
    const owner = await signUpTestUser(servers.server);
    const other = await signUpTestUser(servers.server);
    const siteId = await insertSite(servers.server.context.database, owner.userId);
    const foreign = await other.client.json<{ error: { code: string } }>("POST", "/api/keyword-suggestions", {
      siteId,
      seed: "x",
    });
    expect(foreign.status).toBe(404);
    await servers.server.context.database.db
      .update(users)
      .set({ trialEndsAt: new Date(0) })
      .where(eq(users.id, owner.userId));
    const locked = await owner.client.json<{ error: { code: string } }>("POST", "/api/keyword-suggestions", {
      siteId,
      seed: "x",
    });
    expect([locked.status, locked.body.error.code]).toEqual([403, "feature_locked"]);
  });
});
