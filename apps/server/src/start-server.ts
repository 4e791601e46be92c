import fs from "node:fs";
import { fileURLToPath } from "node:url";
import { serve } from "@hono/node-server";
import { createAuth } from "./auth/create-auth";
import { loadAuthSecret } from "./auth/load-auth-secret";
import { createApp } from "./create-app";
import { openDatabase } from "./db/open-database";
import type { Env } from "./env";
import { createEventHub } from "./events/event-hub";
import { serveWorkerProbes } from "./health/serve-worker-probes";
import type { AnyJobDefinition } from "./jobs/define-job";
import { enqueueJob } from "./jobs/enqueue-job";
import { jobRegistry, jobSchedules } from "./jobs/registry";
import { startBoss } from "./jobs/start-boss";
import { startWorkers } from "./jobs/start-workers";
import { sweepUnfinishedWorkJob } from "./jobs/sweep-unfinished-work-job";
import { createLogger, type Logger } from "./lib/logger";
import { seedPublicContent } from "./pages/seed-public-content";
import type { ServerContext } from "./server-context";

const DEFAULT_WEB_DIST = fileURLToPath(new URL("../../web/dist", import.meta.url));

export interface RunningServer {
  /** http://host:port when this process serves HTTP. */
  url: string | null;
  context: ServerContext;
  stop(): Promise<void>;
}

const KEEP_ALIVE_MS = 65_000;

/** Builds one process: API, worker or both, per SITELENS_ROLE. */
export async function startServer(
  env: Env,
  options: { logger?: Logger; jobs?: AnyJobDefinition[]; pgliteTemplate?: Blob; schedules?: boolean } = {},
): Promise<RunningServer> {
  const logger = options.logger ?? createLogger(env.LOG_LEVEL);
  const jobs = options.jobs ?? jobRegistry;
  const database = await openDatabase(env, options.pgliteTemplate);
  await seedPublicContent(database);
  const boss = await startBoss(database, jobs, logger);
  const secret = await loadAuthSecret(database, env.AUTH_SECRET);
  const auth = createAuth({
    database,
    secret,
    baseUrl: env.PUBLIC_URL,
    localOrigin: `http://localhost:${env.PORT}`,
    secureCookies: env.PUBLIC_URL?.startsWith("https://") ?? false,
  });
  const context: ServerContext = { env, database, logger, boss, auth };
  const stops: (() => Promise<void>)[] = [];

  if (env.SITELENS_ROLE !== "api") {
    const workers = { consuming: false };
    context.workers = workers;
    await startWorkers(boss, jobs, context);
    workers.consuming = true;
    stops.push(async () => {
      workers.consuming = false;
    });
    if (!options.jobs && options.schedules !== false) {
      for (const { job, cron } of jobSchedules) await boss.schedule(job.name, cron);
      // A worker starting after a crash sweeps at once instead of at the next minute (decision 167).
      await enqueueJob(boss, sweepUnfinishedWorkJob, {});
    }
    if (env.SITELENS_ROLE === "worker") {
      if (env.HEALTH_PORT !== undefined) {
        const probes = await serveWorkerProbes(context, env.HEALTH_PORT);
        stops.push(probes.close);
        logger.info({ healthPort: probes.port }, "worker probes are listening");
      }
      logger.info({ role: "worker", database: database.kind }, "Sitelens worker is ready");
    }
  }

  let url: string | null = null;
  if (env.SITELENS_ROLE !== "worker") {
    const events = await createEventHub(database, logger);
    const webDistDir = env.WEB_DIST_DIR ?? (fs.existsSync(DEFAULT_WEB_DIST) ? DEFAULT_WEB_DIST : null);
    if (!webDistDir) logger.warn("apps/web/dist not found: serving the API only (run npm run build)");
    const app = createApp({ ...context, events }, { webDistDir });
    const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
      const instance = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, () =>
        resolve(instance),
      );
    });
    // Idle connections outlive a load balancer's (commonly 60 s) and a client's reuse of them: at
    // Node's 5 s default, a request sent as the server closes the socket is reset (ECONNRESET).
    Object.assign(server, { keepAliveTimeout: KEEP_ALIVE_MS, headersTimeout: KEEP_ALIVE_MS + 1_000 });
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : env.PORT;
    url = `http://${env.HOST === "0.0.0.0" ? "localhost" : env.HOST}:${port}`;
    logger.info({ url, role: env.SITELENS_ROLE, database: database.kind }, "Sitelens is listening");
    stops.push(async () => {
      (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await events.close();
    });
  }

  return {
    url,
    context,
    async stop() {
      for (const stopPart of stops) await stopPart();
      await boss.stop({ graceful: true, timeout: 10_000 });
      await database.close();
    },
  };
}
