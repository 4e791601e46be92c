import { eq } from "drizzle-orm";
import type { Database } from "../db/database";
import { chatMessages } from "../db/schema";

/** Clearing restarts the conversation with the greeting (spec §4): the stored messages go. */
export async function clearChat(database: Database, userId: string): Promise<void> {
  await database.db.delete(chatMessages).where(eq(chatMessages.userId, userId));
}
