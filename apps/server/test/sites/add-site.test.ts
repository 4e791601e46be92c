import { SITE_URL_ERROR_MESSAGES, type Site, type SiteLimitErrorDetails } from "@sitelens/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../src/db/schema";
import { readOutbox } from "../accounts/support";
import { signUpTestUser } from "../support/sign-up-test-user";
import type { TestClient } from "../support/test-client";
import { FIXTURE_HOST, readJson, startSitesServer, waitForSite } from "./support";

type ErrorBody = { error: { code: string; message: string; details?: unknown } };

let env: Awaited<ReturnType<typeof startSitesServer>>;
let client: TestClient;
let email: string;
let userId: string;

beforeAll(async () => {
  env = await startSitesServer({}, ["www.ornek-site.com.tr", "blog.ornek-site.com.tr"]);
  ({ client, email, userId } = await signUpTestUser(env.server, { language: "tr" }));
}, 60_000);
afterAll(async () => env?.stop());

const add = async (url: string, language: "tr" | "en" = "tr") => {
  client.setLanguage(language);
  const response = await client.post("/api/sites", { url });
  return { status: response.status, body: (await response.json()) as ErrorBody & Site };
};

describe("spec §5 site URL rules, both languages", () => {
  const cases: [string, keyof typeof SITE_URL_ERROR_MESSAGES][] = [
    ["   ", "empty"],
    ["ftp://example.com", "invalid_protocol"],
    ["localhost", "invalid_domain"],
    ["intranet", "invalid_domain"],
    ["example.c", "invalid_extension"],
    ["192.168.1.10", "ip_not_allowed"],
    ["http://[::1]/", "ip_not_allowed"],
    ["example..com", "invalid_domain_format"],
    [".example.com", "invalid_domain_format"],
    ["example.com.", "invalid_domain_format"],
    ["exa mple.com", "invalid_url"],
  ];
  for (const [url, reason] of cases) {
    it(`refuses ${JSON.stringify(url)} as ${reason}`, async () => {
      for (const language of ["tr", "en"] as const) {
        const { status, body } = await add(url, language);
        expect(status).toBe(400);
        expect(body.error).toMatchObject({
          code: "invalid_site_url",
          message: SITE_URL_ERROR_MESSAGES[reason][language],
          details: { reason },
        });
      }
    });
  }
  it("answers 'Geçersiz URL' for the generic case", async () => {
    expect((await add("https://")).body.error.message).toBe("Geçersiz URL");
  });
});

describe("adding, duplicates and the site limit", () => {
  let first: Site;

  it("trims, prepends https:// and stores the site as analyzing with scores 0", async () => {
    const { status, body } = await add("  https://www.Ornek-Site.com.tr/  ");
    expect(status).toBe(201);
    expect(body).toMatchObject({
      url: "https://www.ornek-site.com.tr",
      status: "analyzing",
      overallScore: 0,
    });
    first = body;
  });

  it("refuses a duplicate by host without www and path without trailing slash", async () => {
    for (const [language, message] of [
      ["tr", "Bu URL zaten eklenmiş."],
      ["en", "This URL has already been added."],
    ] as const) {
      const { status, body } = await add("http://ornek-site.com.tr/", language);
      expect(status).toBe(409);
      expect(body.error).toMatchObject({ code: "duplicate_site", message });
    }
  });

  it("counts registrable domains: a trial user has the trial plan's limit", async () => {
    const limits = await readJson<{
      siteLimit: number;
      currentSiteCount: number;
      isTrial: boolean;
      canAddSite: boolean;
    }>(await client.get("/api/plan-limits"));
    expect(limits).toMatchObject({ siteLimit: 5, currentSiteCount: 1, isTrial: true, canAddSite: true });
  });

  it("on the free plan: sends the limit e-mail and warning once, then only the error", async () => {
    await env.server.context.database.db
      .update(users)
      .set({ trialEndsAt: new Date(Date.now() - 1000) })
      .where(eq(users.id, userId));
    const limits = await readJson<{ siteLimit: number; canAddSite: boolean; planTitle: { tr: string } }>(
      await client.get("/api/plan-limits"),
    );
    expect(limits).toMatchObject({ siteLimit: 1, canAddSite: false, planTitle: { tr: "Ücretsiz" } });
    // Only the limit e-mails count: the welcome e-mail is a job and may land at any moment.
    const limitMails = async () =>
      (await readOutbox(client, email)).filter((mail) => mail.subject === "Site limitinize ulaştınız");
    expect(await limitMails()).toHaveLength(0);

    const hit = await add("https://baska-site.com");
    expect(hit.status).toBe(403);
    expect(hit.body.error.code).toBe("site_limit_reached");
    expect(hit.body.error.message).toBe(
      "Site limiti aşıldı: Ücretsiz planı 1 site içerir, şu an 1 siteniz var.",
    );
    expect(hit.body.error.details as SiteLimitErrorDetails).toMatchObject({
      firstHit: true,
      emailFailed: false,
      currentSiteCount: 1,
    });
    const mails = await limitMails();
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain("Ücretsiz planınız en fazla 1 site");

    const again = await add("https://ucuncu-site.com", "en");
    expect(again.body.error.message).toBe(
      "Site limit exceeded: the Free plan includes 1 site and you have 1.",
    );
    expect(again.body.error.details as SiteLimitErrorDetails).toMatchObject({ firstHit: false });
    expect(await limitMails()).toHaveLength(1);
    const { body } = await client.json<{ notifications: { type: string; title: string }[] }>(
      "GET",
      "/api/notifications",
    );
    expect(body.notifications.filter((item) => item.type === "warning")).toHaveLength(1);
  });

  it("always allows another URL of an already-counted domain", async () => {
    const { status, body } = await add("https://blog.ornek-site.com.tr");
    expect(status).toBe(201);
    expect(body.url).toBe("https://blog.ornek-site.com.tr");
    expect(
      (await readJson<{ currentSiteCount: number }>(await client.get("/api/plan-limits"))).currentSiteCount,
    ).toBe(1);
    expect(first.id).toBeTruthy();
  });
});

describe("analysis failures the user can act on", () => {
  it("puts a non-HTML address into error with a reason in both languages", async () => {
    const fresh = await signUpTestUser(env.server, { language: "en" });
    const port = new URL(env.fixture.origin).port;
    const response = await fresh.client.post("/api/sites", {
      url: `http://${FIXTURE_HOST}:${port}/robots.txt`,
    });
    const site = await waitForSite(fresh.client, ((await response.json()) as Site).id);
    expect(site.status).toBe("error");
    expect(site.errorReason?.en).toBe(
      "This address does not return an HTML page. Enter the address of the site's home page.",
    );
    expect(site.errorReason?.tr).toContain("HTML sayfası döndürmüyor");
    const { body } = await fresh.client.json<{ notifications: { type: string; message: string }[] }>(
      "GET",
      "/api/notifications",
    );
    expect(body.notifications.find((item) => item.type === "error")?.message).toBe(site.errorReason?.en);
  });
});
