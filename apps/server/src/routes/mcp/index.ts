import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
import type { Context } from "hono";
import { AppError } from "../../errors/app-error";
import type { AppEnv } from "../../http/app-env";
import { bearerAuth } from "../../http/bearer-auth";
import { createRouter } from "../../http/create-router";
import { createMcpServer } from "../../mcp/create-mcp-server";
import type { ApiContext } from "../../server-context";

export const MCP_PATH = "/mcp";
const PROTECTED_RESOURCE_PATH = "/.well-known/oauth-protected-resource";

function origin(c: Context, context: ApiContext): string {
  return context.env.PUBLIC_URL?.replace(/\/$/, "") ?? new URL(c.req.url).origin;
}

/**
 * The MCP endpoint (issue 35): Streamable HTTP with the SDK's Web-standard transport, stateless (a new
 * server and transport per POST, JSON responses), authorised by a personal access token only, never by a
 * cookie, so it is exempt from CSRF (create-app.ts) like any Bearer request.
 */
export function mcpRoutes(context: ApiContext) {
  const router = createRouter();
  router.use(MCP_PATH, bearerAuth(context, { checkMethod: false }));
  router.post(MCP_PATH, async (c: Context<AppEnv>) => {
    const identity = c.get("apiToken");
    if (!identity) {
      // RFC 9728: tells an MCP client where to learn how to get a token.
      c.header(
        "WWW-Authenticate",
        `Bearer resource_metadata="${origin(c, context)}${PROTECTED_RESOURCE_PATH}"`,
      );
      throw new AppError("unauthenticated");
    }
    const server = createMcpServer({
      context,
      identity,
      language: c.get("language"),
      logger: c.get("logger"),
    });
    const transport = new WebStandardStreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
      maxRequestBodySize: 256 * 1024,
    });
    await server.connect(transport);
    try {
      return await transport.handleRequest(c.req.raw);
    } finally {
      await server.close();
    }
  });
  // Stateless: no server-initiated stream to open and no session to end.
  router.on(["GET", "DELETE"], MCP_PATH, (c) =>
    c.json(new AppError("method_not_allowed").toBody(c.get("language")), 405, { Allow: "POST" }),
  );
  router.get(PROTECTED_RESOURCE_PATH, (c) =>
    c.json({
      resource: `${origin(c, context)}${MCP_PATH}`,
      bearer_methods_supported: ["header"],
      scopes_supported: ["read", "read-write"],
      resource_name: "Sitelens",
      resource_documentation: `${origin(c, context)}/settings`,
    }),
  );
  return router;
}
