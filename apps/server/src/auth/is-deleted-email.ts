import { eq } from "drizzle-orm";
import type { Database } from "../db/database";
import { deletedUsers } from "../db/schema";

export async function isDeletedEmail(database: Database, email: string): Promise<boolean> {
  const rows = await database.db
    .select({ id: deletedUsers.id })
    .from(deletedUsers)
    .where(eq(deletedUsers.email, email.toLowerCase()))
    .limit(1);
  return rows.length > 0;
}
