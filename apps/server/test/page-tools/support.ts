import type { Site } from "@sitelens/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll } from "vitest";
import { users } from "../../src/db/schema";
import { listUsage } from "../../src/usage/list-usage";
import { FIXTURE_HOST, readJson, startSitesServer, waitForSite } from "../sites/support";
import { signUpTestUser } from "../support/sign-up-test-user";
import { type ChatRequest, type ModelReply, startModelServer } from "./model-server";

export { readJson };

/** The real server with the fixture coffee-roaster site; `ai` points it at a local model server. */
export async function startPageToolsServer(aiBaseUrl?: string) {
  const env = await startSitesServer(aiBaseUrl ? { AI_BASE_URL: aiBaseUrl, AI_MODEL: "yerel-model" } : {});
  const port = new URL(env.fixture.origin).port;
  const siteOrigin = `http://${FIXTURE_HOST}:${port}`;
  /** A signed-up user (trial: tools unlocked) with the fixture site added and analysed. */
  async function userWithSite(language: "tr" | "en" = "tr") {
    const user = await signUpTestUser(env.server, { language });
    const site = await readJson<Site>(await user.client.post("/api/sites", { url: siteOrigin }));
    await waitForSite(user.client, site.id);
    return { ...user, site };
  }
  async function lockFeatures(userId: string) {
    await env.server.context.database.db
      .update(users)
      .set({ trialEndsAt: new Date(0) })
      .where(eq(users.id, userId));
  }
  return { ...env, siteOrigin, userWithSite, lockFeatures };
}

export type ErrorBody = { error: { code: string; message: string } };

type PageToolsServer = Awaited<ReturnType<typeof startPageToolsServer>>;

export interface PageToolsWithModel {
  /** What the model replies; a test sets it for the calls that follow. */
  answer: (request: ChatRequest) => ModelReply;
  model: Awaited<ReturnType<typeof startModelServer>>;
  env: PageToolsServer;
  owner: Awaited<ReturnType<PageToolsServer["userWithSite"]>>;
  /** The owner's AI generations counted so far this period. */
  aiUsed(): Promise<number>;
}

/**
 * For one test file: before all, a local model server, the page-tools server pointed at it and an
 * owner with the fixture site analysed; after all, both stopped. Read the parts inside tests (they
 * are set in beforeAll).
 */
export function usePageToolsWithModel(answer: PageToolsWithModel["answer"]): PageToolsWithModel {
  const tools = {
    answer,
    aiUsed: async () =>
      (await listUsage(tools.env.server.context.database, tools.owner.userId)).find(
        (usage) => usage.kind === "ai_generations",
      )?.used ?? 0,
  } as PageToolsWithModel;
  beforeAll(async () => {
    tools.model = await startModelServer((request) => tools.answer(request));
    tools.env = await startPageToolsServer(tools.model.url);
    tools.owner = await tools.env.userWithSite("tr");
  }, 120_000);
  afterAll(async () => {
    await tools.env?.stop();
    await tools.model?.close();
  });
  return tools;
}
