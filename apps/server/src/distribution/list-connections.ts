import type { DistributionConnection } from "@sitelens/shared";
import { asc, eq } from "drizzle-orm";
import type { Database } from "../db/database";
import { distributionConnections } from "../db/schema";
import { connectionToApi } from "./connection-to-api";

export async function listConnections(database: Database, userId: string): Promise<DistributionConnection[]> {
  const rows = await database.db
    .select()
    .from(distributionConnections)
    .where(eq(distributionConnections.userId, userId))
    .orderBy(asc(distributionConnections.createdAt));
  return rows.map(connectionToApi);
}
