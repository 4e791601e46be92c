import { randomUUID } from "node:crypto";
import type { ChatState, Site, Task } from "@sitelens/shared";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rankChecks, trackedKeywords, usageCounters } from "../../src/db/schema";
import { FIXTURE_HOST, readJson, startSitesServer, waitForSite } from "../sites/support";
import { signUpTestUser } from "../support/sign-up-test-user";
import type { TestClient } from "../support/test-client";
import { startChatModelServer } from "./chat-model-server";
import { readUiStream } from "./read-ui-stream";

let model: Awaited<ReturnType<typeof startChatModelServer>>;
let env: Awaited<ReturnType<typeof startSitesServer>>;
let alice: { client: TestClient; userId: string; site: Site };
let bob: { client: TestClient; userId: string; site: Site };

async function userWithSite(language: "tr" | "en") {
  const { client, userId } = await signUpTestUser(env.server, { language });
  const port = new URL(env.fixture.origin).port;
  const added = await readJson<Site>(
    await client.post("/api/sites", { url: `http://${FIXTURE_HOST}:${port}` }),
  );
  return { client, userId, site: await waitForSite(client, added.id) };
}

const ask = (client: TestClient, message: string) => client.post("/api/chat/messages", { message });
const chatUsage = async (userId: string) => {
  const [row] = await env.server.context.database.db
    .select()
    .from(usageCounters)
    .where(and(eq(usageCounters.userId, userId), eq(usageCounters.kind, "chat_messages")));
  return row?.count ?? 0;
};

beforeAll(async () => {
  model = await startChatModelServer();
  env = await startSitesServer({ AI_BASE_URL: model.baseUrl, AI_MODEL: "yerel-model" });
  alice = await userWithSite("tr");
  bob = await userWithSite("en");
}, 120_000);

afterAll(async () => {
  await env?.stop();
  await model?.close();
});

describe("AI assistant over an OpenAI-compatible streaming server", () => {
  it("streams the answer, counts the message and keeps the conversation on the server", async () => {
    const response = await ask(alice.client, "Sitem nasıl?");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/event-stream");
    const { text, chunks, error } = await readUiStream(response);
    expect(error).toBeNull();
    expect(chunks.filter((chunk) => chunk.type === "text-delta").length).toBeGreaterThan(1);
    expect(text).toBe("Merhaba! **Sitelerinize** bakalım: Sitem nasıl?");
    expect(await chatUsage(alice.userId)).toBe(1);
    const sent = model.requests.at(-1)!;
    expect(sent.stream).toBe(true);
    expect(sent.messages[0]).toMatchObject({ role: "system" });
    expect(String(sent.messages[0]!.content)).toContain("Answer in Turkish");
    expect(sent.tools?.map((item) => item.function.name).sort()).toEqual([
      "list_sites",
      "page_report",
      "propose_task",
      "rank_movements",
      "search_console",
      "site_issues",
    ]);
    const state = await readJson<ChatState>(await alice.client.get("/api/chat"));
    expect(state.ai.available).toBe(true);
    expect(state.messages.map((message) => [message.role, message.content])).toEqual([
      ["user", "Sitem nasıl?"],
      ["assistant", text],
    ]);
  });

  it("sends only the last 10 messages to the model", async () => {
    for (let turn = 0; turn < 6; turn += 1) await readUiStream(await ask(alice.client, `Soru ${turn}`));
    const sent = model.requests.at(-1)!;
    const conversation = sent.messages.filter((message) => message.role !== "system");
    expect(conversation).toHaveLength(10);
    expect(conversation.at(-1)).toMatchObject({ role: "user", content: "Soru 5" });
    expect((await readJson<ChatState>(await alice.client.get("/api/chat"))).messages).toHaveLength(14);
  });

  it("ignores empty and whitespace-only messages", async () => {
    const before = model.requests.length;
    expect((await ask(alice.client, "   \n ")).status).toBe(400);
    expect((await ask(alice.client, "")).status).toBe(400);
    expect(model.requests.length).toBe(before);
  });

  it("answers from the user's tasks through a tool, with links to them", async () => {
    const { text } = await readUiStream(
      await ask(alice.client, `TOOL site_issues {"site":"${FIXTURE_HOST}"}`),
    );
    const { tasks } = await readJson<{ tasks: Task[] }>(
      await alice.client.get(`/api/tasks?siteId=${alice.site.id}`),
    );
    const result = JSON.parse(text.replace(/^RESULT /, "")) as {
      openTasks: { id: string; title: string }[];
      tasksLink: string;
    };
    expect(result.tasksLink).toBe(`/app/sites/${alice.site.id}?tab=tasks`);
    expect(result.openTasks.length).toBeGreaterThan(0);
    expect(result.openTasks[0]!.title).toBe(tasks[0]!.title.tr);
  });

  it("answers rank movements and says why Search Console figures are unavailable", async () => {
    const db = env.server.context.database.db;
    const keywordId = randomUUID();
    await db.insert(trackedKeywords).values({
      id: keywordId,
      userId: alice.userId,
      siteId: alice.site.id,
      keyword: "kahve çekirdeği",
      engine: "google",
      country: "tr",
      language: "tr",
      device: "mobile",
    });
    await db.insert(rankChecks).values([
      {
        id: randomUUID(),
        trackedKeywordId: keywordId,
        status: "found",
        position: 14,
        checkedAt: new Date(Date.now() - 86_400_000),
      },
      { id: randomUUID(), trackedKeywordId: keywordId, status: "found", position: 6 },
    ]);
    const ranks = JSON.parse(
      (
        await readUiStream(await ask(alice.client, `TOOL rank_movements {"site":"${FIXTURE_HOST}"}`))
      ).text.replace(/^RESULT /, ""),
    ) as { movements: { keyword: string; position: number; previousPosition: number; change: number }[] };
    expect(ranks.movements).toEqual([
      expect.objectContaining({ keyword: "kahve çekirdeği", position: 6, previousPosition: 14, change: 8 }),
    ]);
    const searchConsole = JSON.parse(
      (
        await readUiStream(await ask(alice.client, `TOOL search_console {"site":"${alice.site.id}"}`))
      ).text.replace(/^RESULT /, ""),
    ) as { unavailable: string };
    expect(searchConsole.unavailable).toBe("not_configured");
    // Bob sees none of it, named by site or not.
    const bobs = (await readUiStream(await ask(bob.client, "TOOL rank_movements {}"))).text;
    expect(bobs).not.toContain("kahve");
  });

  it("proposes a task and creates it only when the user confirms", async () => {
    const before = (await readJson<{ tasks: Task[] }>(await alice.client.get("/api/tasks"))).tasks.length;
    const args = {
      site: alice.site.id,
      title: "Blog sayfası ekle",
      description: "Kahve rehberi yazın",
      priority: "high",
    };
    const { chunks } = await readUiStream(
      await ask(alice.client, `TOOL propose_task ${JSON.stringify(args)}`),
    );
    const proposal = chunks.find((chunk) => chunk.type === "data-proposal")?.data as {
      id: string;
      status: string;
    };
    expect(proposal).toMatchObject({ status: "pending", title: "Blog sayfası ekle", siteId: alice.site.id });
    expect((await readJson<{ tasks: Task[] }>(await alice.client.get("/api/tasks"))).tasks).toHaveLength(
      before,
    );
    // Bob cannot confirm Alice's proposal.
    expect((await bob.client.post(`/api/chat/proposals/${proposal.id}/confirm`)).status).toBe(404);
    const created = await alice.client.post(`/api/chat/proposals/${proposal.id}/confirm`);
    expect(created.status).toBe(201);
    const task = await readJson<Task>(created);
    expect(task).toMatchObject({ siteId: alice.site.id, source: "manual", priority: "high" });
    // Confirming twice does not duplicate.
    expect(
      (await readJson<Task>(await alice.client.post(`/api/chat/proposals/${proposal.id}/confirm`))).id,
    ).toBe(task.id);
    expect((await readJson<{ tasks: Task[] }>(await alice.client.get("/api/tasks"))).tasks).toHaveLength(
      before + 1,
    );
    const stored = (await readJson<ChatState>(await alice.client.get("/api/chat"))).messages.at(-1)!;
    expect(stored.proposals[0]).toMatchObject({ id: proposal.id, status: "created", taskId: task.id });
  });

  it("never returns another user's data through the tools", async () => {
    const listed = (await readUiStream(await ask(bob.client, "TOOL list_sites {}"))).text;
    expect(listed).toContain(bob.site.id);
    expect(listed).not.toContain(alice.site.id);
    for (const tool of ["site_issues", "page_report", "propose_task", "rank_movements", "search_console"]) {
      const args = { site: alice.site.id, url: "/", title: "x x x", description: "x", priority: "low" };
      const { text } = await readUiStream(await ask(bob.client, `TOOL ${tool} ${JSON.stringify(args)}`));
      expect(text).toContain("No such site");
      expect(text).not.toContain(alice.site.id);
    }
    const bobsView = await readJson<ChatState>(await bob.client.get("/api/chat"));
    expect(bobsView.messages.every((message) => !message.content.includes("Sitem nasıl"))).toBe(true);
  });

  it("reports an unreachable or failing model as 'AI service unavailable' and refunds the message", async () => {
    const used = await chatUsage(bob.userId);
    const { error, text } = await readUiStream(await ask(bob.client, "FAIL"));
    expect(text).toBe("");
    expect(error).toEqual({
      code: "chat_ai_unavailable",
      message: "The AI service is unavailable right now, try again later.",
    });
    expect(await chatUsage(bob.userId)).toBe(used);
  });

  it("treats an empty answer as an error (generic apology in the user's language)", async () => {
    const used = await chatUsage(alice.userId);
    const { error } = await readUiStream(await ask(alice.client, "EMPTY"));
    expect(error).toEqual({
      code: "chat_empty_response",
      message: "Üzgünüz, yapay zekâ boş bir yanıt döndürdü. Lütfen tekrar deneyin.",
    });
    expect(await chatUsage(alice.userId)).toBe(used);
    const rejected = await readUiStream(await ask(alice.client, "REJECT"));
    expect(rejected.error?.code).toBe("chat_failed");
  });

  it("cancels: the model request is closed and the partial answer is kept", async () => {
    const response = await ask(bob.client, "SLOW");
    const reader = response.body!.getReader();
    let seen = "";
    while (!seen.includes("Düşünüyorum")) seen += new TextDecoder().decode((await reader.read()).value);
    const slowIndex = model.requests.length - 1;
    await reader.cancel();
    for (let attempt = 0; attempt < 100 && !model.closedSlowRequests.includes(slowIndex); attempt += 1)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(model.closedSlowRequests).toContain(slowIndex);
    let last: ChatState["messages"][number] | undefined;
    for (let attempt = 0; attempt < 100; attempt += 1) {
      last = (await readJson<ChatState>(await bob.client.get("/api/chat"))).messages.at(-1);
      if (last?.role === "assistant" && last.content === "Düşünüyorum") break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(last).toMatchObject({ role: "assistant", content: "Düşünüyorum" });
  });

  it("clears the conversation (the greeting comes back) and answers 'session expired' without a session", async () => {
    expect((await alice.client.request("DELETE", "/api/chat")).status).toBe(200);
    expect((await readJson<ChatState>(await alice.client.get("/api/chat"))).messages).toEqual([]);
    expect((await readJson<ChatState>(await bob.client.get("/api/chat"))).messages.length).toBeGreaterThan(0);
    const anonymous = env.server.client("tr");
    const response = await anonymous.post("/api/chat/messages", { message: "Merhaba" });
    expect(response.status).toBe(401);
  });
});
