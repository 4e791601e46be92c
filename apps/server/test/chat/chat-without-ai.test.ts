import type { ChatState, Site, Task } from "@sitelens/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FIXTURE_HOST, readJson, startSitesServer, waitForSite } from "../sites/support";
import { signUpTestUser } from "../support/sign-up-test-user";

let env: Awaited<ReturnType<typeof startSitesServer>>;

beforeAll(async () => {
  env = await startSitesServer();
}, 60_000);
afterAll(async () => env?.stop());

describe("AI assistant without an AI provider", () => {
  it("says so, refuses to pretend, and offers the three most useful actions from the user's data", async () => {
    const { client } = await signUpTestUser(env.server, { language: "en" });
    let state = await readJson<ChatState>(await client.get("/api/chat"));
    expect(state.ai).toEqual({ available: false, model: null });
    expect(state.fallbackActions).toEqual([
      { title: "Add your first site", detail: expect.any(String), href: "/app" },
    ]);
    const refused = await client.post("/api/chat/messages", { message: "What should I fix first?" });
    expect(refused.status).toBe(503);
    expect((await readJson<{ error: { code: string } }>(refused)).error.code).toBe("chat_ai_unavailable");

    const port = new URL(env.fixture.origin).port;
    const site = await readJson<Site>(
      await client.post("/api/sites", { url: `http://${FIXTURE_HOST}:${port}` }),
    );
    await waitForSite(client, site.id);
    const { tasks } = await readJson<{ tasks: Task[] }>(await client.get("/api/tasks?status=pending"));
    state = await readJson<ChatState>(await client.get("/api/chat"));
    expect(state.fallbackActions).toHaveLength(3);
    expect(state.fallbackActions.map((action) => action.title)).toEqual(
      tasks.slice(0, 3).map((task) => task.title.en),
    );
    expect(state.fallbackActions[0]!.href).toBe(`/app/sites/${site.id}?tab=tasks`);
  });
});
