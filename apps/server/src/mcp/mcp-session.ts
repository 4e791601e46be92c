import type { TokenIdentity } from "../api-tokens/authenticate-api-token";
import { AppError } from "../errors/app-error";
import type { Language } from "../http/language";
import type { Logger } from "../lib/logger";
import type { ApiContext } from "../server-context";

/** What every tool, resource and prompt of one MCP request acts as: the token's user, in a language. */
export interface McpSession {
  context: ApiContext;
  identity: TokenIdentity;
  language: Language;
  logger: Logger;
}

/** Writes need a read-write token, as a read token's non-GET request is refused on the REST API. */
export function requireWriteScope(session: McpSession): void {
  if (session.identity.scope !== "read-write") throw new AppError("token_read_only");
}

/** The annotations of a tool that only reads the user's own data. */
export const READ_ONLY = {
  readOnlyHint: true,
  destructiveHint: false,
  idempotentHint: true,
  openWorldHint: false,
} as const;
