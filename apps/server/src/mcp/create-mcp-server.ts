import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { McpSession } from "./mcp-session";
import { registerContentTools } from "./register-content-tools";
import { registerPrompts } from "./register-prompts";
import { registerResources } from "./register-resources";
import { registerSearchTools } from "./register-search-tools";
import { registerSiteTools } from "./register-site-tools";
import { registerTaskTools } from "./register-task-tools";

/**
 * One MCP server per request, bound to the token's user (stateless: any API process can answer any
 * call, and nothing of one user can leak into another's server).
 */
export function createMcpServer(session: McpSession): McpServer {
  const server = new McpServer(
    { name: "sitelens", title: "Sitelens", version: "1.0.0" },
    {
      instructions:
        "Sitelens measures a website's visibility in search engines and AI answers. Start with list_sites to get site ids. Scores are 0-100. Tools that change data (start_analysis, mark_task_done, schedule_content) need a read-write token; plan limits and quotas apply as in the web app.",
    },
  );
  registerSiteTools(server, session);
  registerTaskTools(server, session);
  registerSearchTools(server, session);
  registerContentTools(server, session);
  registerResources(server, session);
  registerPrompts(server, session);
  return server;
}
