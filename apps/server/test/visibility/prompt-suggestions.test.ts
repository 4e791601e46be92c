import { randomUUID } from "node:crypto";
import type { Site, VisibilityPromptSuggestions } from "@sitelens/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { trackedKeywords } from "../../src/db/schema";
import { listUsage } from "../../src/usage/list-usage";
import { startModelServer } from "../page-tools/model-server";
import { FIXTURE_HOST, readJson, startSitesServer, waitForSite } from "../sites/support";
import { signUpTestUser } from "../support/sign-up-test-user";
import { startTestServer } from "../support/start-test-server";
import type { TestClient } from "../support/test-client";

let model: Awaited<ReturnType<typeof startModelServer>>;
let env: Awaited<ReturnType<typeof startSitesServer>>;
let client: TestClient;
let userId: string;
let site: Site;
let reply = "";

beforeAll(async () => {
  model = await startModelServer(() => reply);
  env = await startSitesServer({ AI_BASE_URL: model.url, AI_MODEL: "yerel-model" });
  ({ client, userId } = await signUpTestUser(env.server, { language: "tr" }));
  const port = new URL(env.fixture.origin).port;
  const added = await readJson<Site>(
    await client.post("/api/sites", { url: `http://${FIXTURE_HOST}:${port}` }),
  );
  site = await waitForSite(client, added.id);
}, 120_000);
afterAll(async () => {
  await env?.stop();
  await model?.close();
});

const suggest = (as: TestClient, siteId: string) =>
  as.post(`/api/sites/${siteId}/visibility/prompt-suggestions`);

describe("AI-written visibility prompts", () => {
  it("writes prompts from the site's pages and tracked keywords, never naming the brand, and counts one generation", async () => {
    await env.server.context.database.db.insert(trackedKeywords).values({
      id: randomUUID(),
      userId,
      siteId: site.id,
      keyword: "taze kavrulmuş kahve",
      engine: "google",
      country: "tr",
      language: "tr",
      device: "mobile",
    });
    const setup = await readJson<{ brand: string }>(
      await client.get(`/api/sites/${site.id}/visibility/setup`),
    );
    reply = JSON.stringify({
      prompts: [
        "Taze kavrulmuş kahve en iyi nereden alınır?",
        "Taze kavrulmuş kahve en iyi nereden alınır?",
        `${setup.brand} güvenilir mi?`,
        "Filtre kahve için hangi çekirdeği seçmeliyim?",
      ],
    });
    const response = await suggest(client, site.id);
    expect(response.status).toBe(200);
    expect(await readJson<VisibilityPromptSuggestions>(response)).toEqual({
      language: "tr",
      prompts: [
        "Taze kavrulmuş kahve en iyi nereden alınır?",
        "Filtre kahve için hangi çekirdeği seçmeliyim?",
      ],
    });
    const sent = model.requests
      .at(-1)!
      .messages.map((message) => message.content)
      .join("\n");
    expect(sent).toContain("Tracked keywords: taze kavrulmuş kahve");
    expect(sent).toContain("Page titles:");
    expect(sent).toContain("Turkish");
    const usage = await listUsage(env.server.context.database, userId);
    expect(usage.find((row) => row.kind === "ai_generations")?.used).toBe(1);
  });

  it("refunds the generation and says so when the model fails", async () => {
    reply = "not json";
    const response = await suggest(client, site.id);
    expect(response.status).toBe(502);
    const usage = await listUsage(env.server.context.database, userId);
    expect(usage.find((row) => row.kind === "ai_generations")?.used).toBe(1);
  });

  it("is not available for another user's site", async () => {
    const other = await signUpTestUser(env.server, { language: "en" });
    expect((await suggest(other.client, site.id)).status).toBe(404);
  });

  it("says an AI provider is needed when none is configured", async () => {
    const bare = await startTestServer();
    try {
      const { client: user } = await signUpTestUser(bare, { language: "tr" });
      const response = await suggest(user, "any-site");
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({
        error: {
          code: "prompt_suggestions_unavailable",
          message:
            "Soru önermek için bu kurulumda bir yapay zekâ sağlayıcısı gerekir; sorularınızı yine kendiniz yazabilirsiniz.",
        },
      });
    } finally {
      await bare.stop();
    }
  });
});
