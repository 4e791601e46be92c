import type { Site } from "@sitelens/shared";
import { eq } from "drizzle-orm";
import { users } from "../../src/db/schema";
import { FIXTURE_HOST, readJson, startSitesServer, waitForSite } from "../sites/support";
import { signUpTestUser } from "../support/sign-up-test-user";

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
