import { eq } from "drizzle-orm";
import { expireSubscriptionsJob } from "../../src/billing/expire-subscriptions";
import { users } from "../../src/db/schema";
import type { TestServer } from "../support/start-test-server";

/** Moves the user's paid period into the past and runs the expiry job, as its daily schedule would. */
export async function expireAfterPeriodEnd(server: TestServer, userId: string): Promise<void> {
  await server.context.database.db
    .update(users)
    .set({ subscriptionEndDate: new Date(Date.now() - 1000) })
    .where(eq(users.id, userId));
  await expireSubscriptionsJob.handle(
    {},
    { ...server.context, jobId: "test", attempt: 1, signal: new AbortController().signal },
  );
}
