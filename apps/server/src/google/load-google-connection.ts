import type { GoogleConnection } from "@sitelens/shared";
import { eq } from "drizzle-orm";
import { googleConnections } from "../db/schema";
import type { ServerContext } from "../server-context";
import { googleConfig } from "./google-config";
import { grantedServices } from "./granted-services";

/** Connected, expired or not connected, and which services were granted; never a token. */
export async function loadGoogleConnection(
  context: Pick<ServerContext, "database" | "env">,
  userId: string,
): Promise<GoogleConnection> {
  const configured = googleConfig(context.env) !== null;
  const [row] = await context.database.db
    .select()
    .from(googleConnections)
    .where(eq(googleConnections.userId, userId));
  if (!row) return { configured, status: "not_connected", services: grantedServices([]), connectedAt: null };
  return {
    configured,
    status: row.status,
    services: grantedServices(row.scopes),
    connectedAt: row.connectedAt.toISOString(),
  };
}
