import { and, eq } from "drizzle-orm";
import type { Database } from "../db/database";
import { distributionConnections } from "../db/schema";
import { AppError } from "../errors/app-error";

/** Removes the user's connection; outcomes already recorded keep their channel kind and vendor links. */
export async function deleteConnection(database: Database, userId: string, id: string): Promise<void> {
  const deleted = await database.db
    .delete(distributionConnections)
    .where(and(eq(distributionConnections.id, id), eq(distributionConnections.userId, userId)))
    .returning({ id: distributionConnections.id });
  if (deleted.length === 0) throw new AppError("connection_not_found");
}
