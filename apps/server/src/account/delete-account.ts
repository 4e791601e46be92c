import { randomUUID } from "node:crypto";
import { CODE_TYPES } from "@sitelens/shared";
import { eq, inArray } from "drizzle-orm";
import { codeIdentifier } from "../auth/code-identifier";
import type { Database } from "../db/database";
import { deletedUsers, users, verifications } from "../db/schema";

/**
 * Records the deleted-users entry and removes the user; sessions, credentials, settings,
 * notifications and every other row owned by the user go with it (ON DELETE CASCADE).
 */
export async function deleteAccount(database: Database, user: { id: string; email: string }): Promise<void> {
  const email = user.email.toLowerCase();
  await database.db.transaction(async (tx) => {
    await tx
      .insert(deletedUsers)
      .values({ id: randomUUID(), email })
      .onConflictDoUpdate({ target: deletedUsers.email, set: { deletedAt: new Date() } });
    await tx.delete(verifications).where(
      inArray(
        verifications.identifier,
        CODE_TYPES.map((type) => codeIdentifier(type, email)),
      ),
    );
    await tx.delete(users).where(eq(users.id, user.id));
  });
}
