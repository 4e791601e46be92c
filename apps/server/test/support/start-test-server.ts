import type { AnyJobDefinition } from "../../src/jobs/define-job";
import type { Logger } from "../../src/lib/logger";
import { type RunningServer, startServer } from "../../src/start-server";
import { pgliteTemplate } from "./pglite-template";
import { TestClient } from "./test-client";
import { createTestEnv } from "./test-env";

export interface TestServer extends RunningServer {
  url: string;
  client(language?: "tr" | "en"): TestClient;
}

/**
 * The real server (API + worker) in this process on 127.0.0.1, on a fresh database. The recurring
 * jobs' schedules are off unless asked for: a test calls the job it means, and an every-minute sweep
 * or dispatch must not act on the rows another test set up (the spawned servers of the browser
 * tests and `killed-publish-worker.test.ts` run them as production does).
 */
export async function startTestServer(
  options: {
    env?: Record<string, string>;
    jobs?: AnyJobDefinition[];
    schedules?: boolean;
    logger?: Logger;
  } = {},
): Promise<TestServer> {
  const { env, cleanup } = await createTestEnv(options.env);
  const template = env.DATABASE_URL ? undefined : await pgliteTemplate();
  const server = await startServer(env, {
    jobs: options.jobs,
    logger: options.logger,
    pgliteTemplate: template,
    schedules: options.schedules ?? false,
  });
  return {
    ...server,
    url: server.url!,
    client: (language = "en") => new TestClient(server.url!, language),
    async stop() {
      await server.stop();
      await cleanup();
    },
  };
}
