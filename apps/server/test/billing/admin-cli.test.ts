import type { BillingOverview, PlanLimitsResponse } from "@sitelens/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runAdminCommand } from "../../src/admin/run-admin-command";
import { signUpTestUser } from "../support/sign-up-test-user";
import { startTestServer, type TestServer } from "../support/start-test-server";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { ANALYSIS_LIGHTHOUSE: "false" } });
}, 60_000);
afterAll(async () => server?.stop());

async function admin(...argv: string[]) {
  const lines: string[] = [];
  const code = await runAdminCommand(server.context.database, argv, (line) => lines.push(line));
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
});
