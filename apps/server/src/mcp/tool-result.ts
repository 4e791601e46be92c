import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { AppError } from "../errors/app-error";
import type { McpSession } from "./mcp-session";

/**
 * Runs a tool's work and answers with structured content (checked against the tool's output schema)
 * plus the same JSON as text for clients that read only text. An AppError becomes a tool error whose
 * text names its code and the catalogue message in the user's language (e.g. quota_exceeded), so the
 * assistant can tell the user what happened instead of retrying blindly; anything else is logged and
 * reported without internals.
 */
export async function toolResult(
  session: McpSession,
  work: () => Promise<Record<string, unknown>>,
): Promise<CallToolResult> {
  try {
    const data = await work();
    return { content: [{ type: "text", text: JSON.stringify(data) }], structuredContent: data };
  } catch (error) {
    const appError = error instanceof AppError ? error : new AppError("internal");
    if (!(error instanceof AppError)) session.logger.error({ err: error }, "MCP tool failed");
    // No structured content: clients check it against the tool's output schema, which an error is not.
    return {
      isError: true,
      content: [{ type: "text", text: `${appError.code}: ${appError.messages[session.language]}` }],
    };
  }
}
