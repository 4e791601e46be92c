import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export type ChatRequest = {
  model: string;
  stream?: boolean;
  messages: { role: string; content: string }[];
  response_format?: unknown;
};

/** What the model answers: text (JSON for structured output), or an HTTP error status. */
export type ModelReply = string | { status: number };

const chunk = (content: string | null, finish: string | null) =>
  `data: ${JSON.stringify({
    id: "chatcmpl-1",
    object: "chat.completion.chunk",
    created: Math.floor(Date.now() / 1000),
    model: "yerel-model",
    choices: [
      { index: 0, delta: content === null ? {} : { role: "assistant", content }, finish_reason: finish },
    ],
  })}\n\n`;

/**
 * A local server speaking OpenAI's chat-completions wire format (as Ollama or vLLM behind
 * AI_BASE_URL do), plain and streamed (server-sent events), with errors in OpenAI's error shape.
 */
export async function startModelServer(reply: (request: ChatRequest) => ModelReply) {
  const requests: ChatRequest[] = [];
  const server: Server = createServer((request, response) => {
    let body = "";
    request.on("data", (part) => {
      body += part;
    });
    request.on("end", () => {
      if (request.url !== "/v1/chat/completions") return void response.writeHead(404).end();
      const parsed = JSON.parse(body) as ChatRequest;
      requests.push(parsed);
      const answer = reply(parsed);
      if (typeof answer !== "string") {
        response.writeHead(answer.status, { "content-type": "application/json" });
        return void response.end(
          JSON.stringify({ error: { message: "model crashed", type: "server_error" } }),
        );
      }
      if (parsed.stream) {
        response.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
        for (const word of answer.match(/\S+\s*/g) ?? []) response.write(chunk(word, null));
        response.write(chunk(null, "stop"));
        return void response.end("data: [DONE]\n\n");
      }
      response.writeHead(200, { "content-type": "application/json" });
      response.end(
        JSON.stringify({
          id: "chatcmpl-1",
          object: "chat.completion",
          created: Math.floor(Date.now() / 1000),
          model: "yerel-model",
          choices: [{ index: 0, message: { role: "assistant", content: answer }, finish_reason: "stop" }],
          usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    requests,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
