import { type E2eServer, startE2eServer } from "../../../../e2e/support/server";
import { registerAndConfirm } from "../accounts/support";
import { TestClient } from "./test-client";

/**
 * A spawned server whose crawler reaches `host` on a local port, and a Turkish user signed in to
 * it. `restart` starts a second process on the first one's data after the test killed it, and
 * hands back the same signed-in user there.
 */
export async function startCrashableServer(options: {
  host: string;
  port: string | number;
  email: string;
  /** More settings (vendor servers), kept for the restart. */
  env?: Record<string, string>;
}) {
  const env = {
    CRAWLER_RESOLVE: `${options.host}:${options.port}:127.0.0.1`,
    CRAWLER_ALLOW_PRIVATE: "true",
    ANALYSIS_LIGHTHOUSE: "false",
    AUTH_SECRET: "crash-restart-secret-crash-restart-secret",
    ...options.env,
  };
  const first = await startE2eServer(env);
  const client = new TestClient(first.baseUrl, "tr");
  await registerAndConfirm(client, options.email);
  const restart = async (): Promise<{ second: E2eServer; resumed: TestClient }> => {
    const second = await startE2eServer({
      ...env,
      DATA_DIR: first.dataDir,
      ...(first.env.DATABASE_URL ? { DATABASE_URL: first.env.DATABASE_URL } : {}),
    });
    return { second, resumed: client.at(second.baseUrl) };
  };
  return { first, client, restart };
}
