import { randomBytes } from "node:crypto";
import { registerAndConfirm } from "../accounts/support";
import type { TestServer } from "./start-test-server";
import type { TestClient } from "./test-client";

/** A new user, registered and confirmed through the real HTTP flow, with a signed-in client. */
export async function signUpTestUser(
  server: Pick<TestServer, "client">,
  options: { language?: "tr" | "en"; email?: string } = {},
): Promise<{ client: TestClient; userId: string; email: string }> {
  const email = options.email ?? `user-${randomBytes(4).toString("hex")}@example.com`;
  const client = server.client(options.language);
  const userId = await registerAndConfirm(client, email);
  return { client, userId, email };
}
