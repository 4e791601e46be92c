import { serve } from "@hono/node-server";
import { createRouter } from "../http/create-router";
import { healthRoutes } from "../routes/health";
import { metricsRoutes } from "../routes/metrics";
import type { ServerContext } from "../server-context";

/** A worker has no API: with HEALTH_PORT set it answers the probes (and /metrics) alone, so orchestrators can watch it. */
export async function serveWorkerProbes(context: ServerContext, port: number) {
  const app = createRouter();
  app.use(async (c, next) => {
    c.set("logger", context.logger);
    await next();
  });
  app.route("/", healthRoutes(context));
  if (context.env.METRICS_TOKEN) app.route("/", metricsRoutes(context, context.env.METRICS_TOKEN));
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const instance = serve({ fetch: app.fetch, port, hostname: context.env.HOST }, () => resolve(instance));
  });
  const address = server.address();
  return {
    port: typeof address === "object" && address ? address.port : port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
