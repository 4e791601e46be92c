import { randomUUID } from "node:crypto";
import type { Site } from "@sitelens/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sites } from "../../src/db/schema";
import { signUpTestUser } from "../support/sign-up-test-user";
import { startTestServer, type TestServer } from "../support/start-test-server";
import type { TestClient } from "../support/test-client";
import { readJson } from "./support";

let server: TestServer;
let client: TestClient;
let userId: string;

beforeAll(async () => {
  server = await startTestServer({ env: { ANALYSIS_LIGHTHOUSE: "false" } });
  ({ client, userId } = await signUpTestUser(server));
}, 180_000);
afterAll(async () => server?.stop());

/** A site analysing under a job that no longer exists, last heard from `silentMs` ago. */
async function analysingSite(silentMs: number): Promise<string> {
  const id = randomUUID();
  const heardAt = new Date(Date.now() - silentMs);
  await server.context.database.db.insert(sites).values({
    id,
    userId,
    name: `${id}.example.com`,
    url: `https://${id}.example.com`,
    status: "analyzing",
    analysisJobId: randomUUID(),
    analysisStartedAt: new Date(Date.now() - 10 * 60_000),
    progress: {
      stage: "lighthouse",
      pagesCrawled: 3,
      pagesQueued: 0,
      run: 2,
      runs: 6,
      updatedAt: heardAt.toISOString(),
    },
  });
  return id;
}

const giveUp = async (id: string, as = client) => as.post(`/api/sites/${id}/analysis-timeout`);

describe("the browser giving up on a silent analysis (spec §4)", () => {
  it("marks the site as timed out when the worker has been silent too", async () => {
    const id = await analysingSite(60_000);
    const response = await giveUp(id);
    expect(response.status).toBe(200);
    const site = await readJson<Site>(response);
    expect(site).toMatchObject({ status: "error", errorReason: { en: "Analysis took too long." } });
  });

  it("keeps analysing while the worker's heartbeats arrive, however long it has run", async () => {
    const id = await analysingSite(2_000);
    expect(await readJson<Site>(await giveUp(id))).toMatchObject({ status: "analyzing" });
  });

  it("cannot give up another user's analysis", async () => {
    const id = await analysingSite(60_000);
    const other = await signUpTestUser(server);
    expect((await giveUp(id, other.client)).status).toBe(404);
    expect(await readJson<Site>(await client.get(`/api/sites/${id}`))).toMatchObject({ status: "analyzing" });
  });
});
