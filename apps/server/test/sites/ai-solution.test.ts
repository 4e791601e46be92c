import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { IntegrationsStatus, Site, Suggestion, Task } from "@sitelens/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpTestUser } from "../support/sign-up-test-user";
import type { TestClient } from "../support/test-client";
import { FIXTURE_HOST, readJson, startSitesServer, waitForSite } from "./support";

type ChatRequest = {
  model: string;
  messages: { role: string; content: string }[];
  response_format?: unknown;
};

const requests: ChatRequest[] = [];
/** Requests still to answer with a 500 (the SDK retries once). */
let failuresLeft = 0;
let modelServer: Server;
let env: Awaited<ReturnType<typeof startSitesServer>>;
let client: TestClient;
let task: Task;

const solution = {
  title: "Ana sayfa başlığını kısaltın",
  explanation: "Başlık arama sonuçlarında kesiliyor.",
  steps: ["<title> etiketini 60 karakterin altına indirin.", "Marka adını sona taşıyın."],
  code: "<title>Ornek Kahve | Taze Kavrulmuş Kahve</title>",
};

/** Speaks OpenAI's chat-completions wire format, like Ollama or vLLM behind AI_BASE_URL. */
function startModelServer(): Promise<string> {
  modelServer = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => {
      body += chunk;
    });
    request.on("end", () => {
      if (request.url !== "/v1/chat/completions") return void response.writeHead(404).end();
      requests.push(JSON.parse(body) as ChatRequest);
      if (failuresLeft > 0) {
        failuresLeft -= 1;
        response.writeHead(500, { "content-type": "application/json" });
        return void response.end(
          JSON.stringify({ error: { message: "model crashed", type: "server_error" } }),
        );
      }
      response.writeHead(200, { "content-type": "application/json" });
      response.end(
        JSON.stringify({
          id: "chatcmpl-1",
          object: "chat.completion",
          created: Math.floor(Date.now() / 1000),
          model: "yerel-model",
          choices: [
            {
              index: 0,
              message: { role: "assistant", content: JSON.stringify(solution) },
              finish_reason: "stop",
            },
          ],
          usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
        }),
      );
    });
  });
  return new Promise((resolve) =>
    modelServer.listen(0, "127.0.0.1", () =>
      resolve(`http://127.0.0.1:${(modelServer.address() as AddressInfo).port}/v1`),
    ),
  );
}

beforeAll(async () => {
  const baseUrl = await startModelServer();
  env = await startSitesServer({ AI_BASE_URL: baseUrl, AI_MODEL: "yerel-model" });
  ({ client } = await signUpTestUser(env.server, { language: "tr" }));
  const port = new URL(env.fixture.origin).port;
  const added = await readJson<Site>(
    await client.post("/api/sites", { url: `http://${FIXTURE_HOST}:${port}` }),
  );
  await waitForSite(client, added.id);
  const { tasks } = await readJson<{ tasks: Task[] }>(await client.get(`/api/tasks?siteId=${added.id}`));
  task = tasks.find((item) => item.affectedUrls.length > 0) ?? tasks[0]!;
}, 120_000);

afterAll(async () => {
  await env?.stop();
  await new Promise((resolve) => modelServer?.close(resolve));
});

describe("AI solution through an OpenAI-compatible server", () => {
  it("reports the connected provider without secrets", async () => {
    const status = await readJson<IntegrationsStatus>(await client.get("/api/integrations"));
    expect(status.ai.active).toBe("openai-compatible");
    expect(status.ai.providers.find((provider) => provider.id === "openai-compatible")).toMatchObject({
      connected: true,
      model: "yerel-model",
    });
    expect(status.ai.providers.find((provider) => provider.id === "anthropic")?.connected).toBe(false);
  });

  it("sends the audit and the page's own content and stores the model's concrete fix", async () => {
    const response = await client.post(`/api/tasks/${task.id}/ai-solution`, {});
    expect(response.status).toBe(201);
    const suggestion = await readJson<Suggestion>(response);
    expect(suggestion).toMatchObject({
      ruleBased: false,
      provider: "openai-compatible",
      model: "yerel-model",
      title: solution.title,
      language: "tr",
    });
    expect(suggestion.content).toContain("1. <title> etiketini 60 karakterin altına indirin.");
    expect(suggestion.content).toContain(solution.code);
    const sent = requests.at(-1)!;
    expect(sent.model).toBe("yerel-model");
    const prompt = sent.messages.map((message) => message.content).join("\n");
    expect(prompt).toContain(task.title.tr);
    expect(prompt).toContain("Answer in Turkish");
    expect(prompt).toMatch(/Text excerpt:\n\S/);
    const listed = await readJson<{ suggestions: Suggestion[] }>(
      await client.get(`/api/tasks/${task.id}/suggestions`),
    );
    expect(listed.suggestions[0]?.id).toBe(suggestion.id);
  });

  it("answers an AI solution error when the model fails", async () => {
    failuresLeft = 2;
    const response = await client.setLanguage("en").post(`/api/tasks/${task.id}/ai-solution`, {});
    expect(response.status).toBe(502);
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect(body.error).toMatchObject({
      code: "ai_solution_failed",
      message: "The AI solution could not be created, try again.",
    });
  });
});
