import { randomUUID } from "node:crypto";
import type { BillingOverview, PlanLimitsResponse } from "@sitelens/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runAdminCommand } from "../../src/admin/run-admin-command";
import { loadCredentialsKey } from "../../src/crypto/load-credentials-key";
import { credentialsKeyFrom, openSecret, sealSecret } from "../../src/crypto/seal-secret";
import { appSettings, currencySettings, googleConnections, sites, visibilityRuns } from "../../src/db/schema";
import { tokenContext } from "../../src/google/google-config";
import { signUpTestUser } from "../support/sign-up-test-user";
import { startTestServer, type TestServer } from "../support/start-test-server";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { ANALYSIS_LIGHTHOUSE: "false" } });
}, 60_000);
afterAll(async () => server?.stop());

const prices = { "gpt-5-mini": { inputPerMillion: 0.25, outputPerMillion: 2, perToolCall: 0.01 } };

async function admin(...argv: string[]) {
  const lines: string[] = [];
  const code = await runAdminCommand(server.context.database, { AI_PRICES_USD: prices }, argv, (line) =>
    lines.push(line),
  );
  return { code, lines };
}

describe("npm run admin", () => {
  it("grants a plan for N days without a payment provider and lists users", async () => {
    const { client, email } = await signUpTestUser(server);
    const granted = await admin("grant-plan", email.toUpperCase(), "agency", "--days", "365");
    expect(granted.code).toBe(0);
    const limits = (await client.json<PlanLimitsResponse>("GET", "/api/plan-limits")).body;
    expect(limits).toMatchObject({
      planId: "agency",
      isTrial: false,
      siteLimit: -1,
      canAccessFeatures: true,
    });
    const overview = (await client.json<BillingOverview>("GET", "/api/billing")).body;
    expect(overview).toMatchObject({ providers: [], subscription: { provider: "manual", interval: "year" } });
    expect(overview.invoices).toEqual([]);

    const listed = await admin("list-users");
    expect(listed.lines[0]).toBe("email\tplan\tpayment\ttrial_ends\tpaid_until\tcreated");
    expect(listed.lines.find((line) => line.startsWith(email))).toMatch(/\tagency\tactive\t/);

    expect(await admin("grant-plan", email, "free")).toMatchObject({ code: 0 });
    expect((await client.json<PlanLimitsResponse>("GET", "/api/plan-limits")).body.planId).not.toBe("agency");
  });

  it("explains mistakes instead of guessing", async () => {
    expect((await admin("grant-plan", "nobody@example.com", "pro")).lines).toEqual([
      "error: no user with e-mail nobody@example.com",
    ]);
    const { email } = await signUpTestUser(server);
    expect((await admin("grant-plan", email, "platinum")).lines).toEqual([
      'error: no active plan "platinum"',
    ]);
    expect((await admin("grant-plan", email, "pro", "--days", "0")).code).toBe(1);
    expect((await admin("grant-plan", email)).code).toBe(2);
    expect((await admin("bogus")).code).toBe(2);
  });

  it("reports what AI visibility measurements cost, per engine and model, in USD and TRY", async () => {
    const { userId } = await signUpTestUser(server);
    const db = server.context.database.db;
    const siteId = randomUUID();
    await db
      .insert(sites)
      .values({ id: siteId, userId, name: "maliyet.com.tr", url: "https://maliyet.com.tr/" });
    await db
      .insert(currencySettings)
      .values({ id: "usd_try", currentRate: 40 })
      .onConflictDoUpdate({ target: currencySettings.id, set: { currentRate: 40 } });
    const run = (engine: "chatgpt" | "grok", model: string, startedAt: Date) => ({
      id: randomUUID(),
      userId,
      siteId,
      engine,
      model,
      status: "completed" as const,
      prompts: 4,
      samples: 5,
      usage: { inputTokens: 2_000_000, outputTokens: 500_000, toolCalls: 100 },
      startedAt,
    });
    await db.insert(visibilityRuns).values([
      run("chatgpt", "gpt-5-mini", new Date()),
      run("chatgpt", "gpt-5-mini", new Date()),
      run("grok", "grok-4-fast", new Date()),
      // Outside the 30 days asked for.
      run("chatgpt", "gpt-5-mini", new Date(Date.now() - 40 * 86_400_000)),
    ]);
    const { code, lines } = await admin("ai-costs", "--days", "30");
    expect(code).toBe(0);
    expect(lines[0]).toBe("engine\tmodel\truns\tinput_tokens\toutput_tokens\ttool_calls\tusd\ttry");
    // 2 runs: 4M input × 0.25 + 1M output × 2 + 200 calls × 0.01 = 1 + 2 + 2 = 5 USD = 200 TRY.
    expect(lines).toContain("chatgpt\tgpt-5-mini\t2\t4000000\t1000000\t200\t5.00\t200.00");
    expect(lines).toContain("grok\tgrok-4-fast\t1\t2000000\t500000\t100\t-\t-");
    expect(lines.at(-1)).toBe("unpriced models: set their prices in AI_PRICES_USD");
  });
});

describe("npm run admin -- rotate-credentials-key", () => {
  const NEW_KEY = "new-credentials-key-new-credentials-key-1";
  const NEWER_KEY = "newer-credentials-key-newer-credentials-2";
  const rotate = async (env: { CREDENTIALS_KEY?: string; CREDENTIALS_KEY_OLD?: string }) => {
    const lines: string[] = [];
    const code = await runAdminCommand(
      server.context.database,
      { AI_PRICES_USD: prices, ...env },
      ["rotate-credentials-key"],
      (line) => lines.push(line),
    );
    return { code, lines };
  };
  const readToken = async (userId: string, material: string) => {
    const [row] = await server.context.database.db
      .select()
      .from(googleConnections)
      .where(eq(googleConnections.userId, userId));
    return openSecret(credentialsKeyFrom(material), row!.accessTokenSealed, tokenContext(userId, "access"));
  };

  it("re-seals every sealed row from the generated key to CREDENTIALS_KEY, then from it to the next key", async () => {
    const { userId } = await signUpTestUser(server);
    const { database } = server.context;
    // Sealed as an installation without CREDENTIALS_KEY does: with the key generated into the database.
    const generated = await loadCredentialsKey(database, undefined);
    await database.db.insert(googleConnections).values({
      userId,
      accessTokenSealed: sealSecret(generated, "ya29.token", tokenContext(userId, "access")),
      accessTokenExpiresAt: new Date(Date.now() + 3_600_000),
      scopes: [],
      status: "connected",
    });

    expect((await rotate({})).code).toBe(1);
    const first = await rotate({ CREDENTIALS_KEY: NEW_KEY });
    expect(first.code).toBe(0);
    expect(first.lines[0]).toMatch(/^re-sealed 1 values: key \w{8} -> \w{8}$/);
    expect(await readToken(userId, NEW_KEY)).toBe("ya29.token");
    // The generated key no longer sits beside the data it sealed.
    const settings = await database.db
      .select()
      .from(appSettings)
      .where(eq(appSettings.key, "credentials_key"));
    expect(settings).toEqual([]);
    expect((await rotate({ CREDENTIALS_KEY: NEW_KEY, CREDENTIALS_KEY_OLD: NEW_KEY })).lines[0]).toMatch(
      /^re-sealed 0 values/,
    );

    const second = await rotate({ CREDENTIALS_KEY: NEWER_KEY, CREDENTIALS_KEY_OLD: NEW_KEY });
    expect(second.code).toBe(0);
    expect(await readToken(userId, NEWER_KEY)).toBe("ya29.token");
    await expect(readToken(userId, NEW_KEY)).rejects.toThrow(/another key/);
  });
});
