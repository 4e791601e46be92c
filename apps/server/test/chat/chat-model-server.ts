import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export type ChatCompletionRequest = {
  model: string;
  stream?: boolean;
  messages: { role: string; content: string | null; tool_calls?: unknown[] }[];
  tools?: { type: string; function: { name: string } }[];
};

type Reply =
  | { kind: "text"; chunks: string[] }
  | { kind: "tool"; name: string; args: unknown }
  | { kind: "error"; status: number }
  | { kind: "slow"; first: string };

/**
 * An OpenAI-compatible chat-completions server on 127.0.0.1 that streams like Ollama or vLLM. What it
 * answers is scripted by the last user message: "FAIL" → 500, "REJECT" → 400, "EMPTY" → a stream
 * without content, "SLOW" → one chunk then silence until the client goes away, "TOOL name {json}" →
 * a tool call; after a tool result it answers "RESULT " + the tool's output, so tests see what the
 * tool returned to the model.
 */
export async function startChatModelServer() {
  const requests: ChatCompletionRequest[] = [];
  const closedSlowRequests: number[] = [];
  const server: Server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => {
      body += chunk;
    });
    request.on("end", () => {
      if (request.url !== "/v1/chat/completions") return void response.writeHead(404).end();
      const parsed = JSON.parse(body) as ChatCompletionRequest;
      requests.push(parsed);
      const reply = script(parsed);
      if (reply.kind === "error") {
        response.writeHead(reply.status, { "content-type": "application/json" });
        return void response.end(
          JSON.stringify({
            error: {
              message: "model failed",
              type: reply.status >= 500 ? "server_error" : "invalid_request_error",
            },
          }),
        );
      }
      response.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
      const send = (delta: Record<string, unknown>, finish: string | null = null) =>
        response.write(
          `data: ${JSON.stringify({
            id: "chatcmpl-1",
            object: "chat.completion.chunk",
            created: Math.floor(Date.now() / 1000),
            model: parsed.model,
            choices: [{ index: 0, delta, finish_reason: finish }],
          })}\n\n`,
        );
      const done = () => response.end("data: [DONE]\n\n");
      if (reply.kind === "slow") {
        send({ role: "assistant", content: reply.first });
        const index = requests.length - 1;
        response.on("close", () => closedSlowRequests.push(index));
        return;
      }
      if (reply.kind === "tool") {
        send({
          role: "assistant",
          tool_calls: [
            {
              index: 0,
              id: "call_1",
              type: "function",
              function: { name: reply.name, arguments: JSON.stringify(reply.args) },
            },
          ],
        });
        send({}, "tool_calls");
        return done();
      }
      send({ role: "assistant", content: "" });
      for (const chunk of reply.chunks) send({ content: chunk });
      send({}, "stop");
      done();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    requests,
    closedSlowRequests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function script(request: ChatCompletionRequest): Reply {
  const last = request.messages.at(-1);
  if (last?.role === "tool") return { kind: "text", chunks: ["RESULT ", String(last.content)] };
  const text = String(
    [...request.messages].reverse().find((message) => message.role === "user")?.content ?? "",
  );
  if (text === "FAIL") return { kind: "error", status: 500 };
  if (text === "REJECT") return { kind: "error", status: 400 };
  if (text === "EMPTY") return { kind: "text", chunks: [] };
  if (text === "SLOW") return { kind: "slow", first: "Düşünüyorum" };
  const tool = /^TOOL (\w+) (.*)$/s.exec(text);
  if (tool) return { kind: "tool", name: tool[1]!, args: JSON.parse(tool[2]!) };
  return { kind: "text", chunks: ["Merhaba! ", "**Sitelerinize** ", `bakalım: ${text}`] };
}
