import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { CreatedApiToken } from "@sitelens/shared";
import type { TestClient } from "../support/test-client";

/** A personal access token created through Settings → API by the signed-in test browser. */
export async function createToken(
  client: TestClient,
  scope: "read" | "read-write",
  name = `mcp-${scope}`,
): Promise<CreatedApiToken> {
  const created = await client.json<CreatedApiToken>("POST", "/api/settings/tokens", {
    name,
    scope,
    expiresInDays: 30,
  });
  if (created.status !== 201) throw new Error(`token not created: ${created.status}`);
  return created.body;
}

/** The SDK's own client over Streamable HTTP to the running server's /mcp, as an assistant connects. */
export async function connectMcp(baseUrl: string, token: string, language: "tr" | "en" = "en") {
  const client = new Client({ name: "sitelens-test", version: "1.0.0" });
  const transport = new StreamableHTTPClientTransport(new URL("/mcp", baseUrl), {
    requestInit: { headers: { authorization: `Bearer ${token}`, "accept-language": language } },
  });
  await client.connect(transport);
  return client;
}

/** The text of a tool result's first content item (errors carry "code: message" there). */
export function resultText(result: { content?: unknown }): string {
  const [first] = (result.content ?? []) as { type: string; text?: string }[];
  return first?.text ?? "";
}
