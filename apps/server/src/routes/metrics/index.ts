import { timingSafeEqual } from "node:crypto";
import { createRouter } from "../../http/create-router";
import { metricsRegistry } from "../../metrics/metrics";
import { readDatabaseGauges } from "../../metrics/read-database-gauges";
import type { ServerContext } from "../../server-context";

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** Prometheus text at /metrics; mounted only with METRICS_TOKEN, which the scraper sends as a Bearer token. */
export function metricsRoutes(context: ServerContext, token: string) {
  return createRouter().get("/metrics", async (c) => {
    const given = c.req.header("authorization")?.replace(/^Bearer /i, "") ?? "";
    if (!sameSecret(given, token)) {
      c.header("WWW-Authenticate", 'Bearer realm="metrics"');
      return c.text("unauthorized\n", 401);
    }
    try {
      await readDatabaseGauges(context);
    } catch (error) {
      // Process figures are still worth a scrape when the database is away; the gauges keep their last value.
      c.get("logger").warn({ err: error }, "metrics: database gauges unavailable");
    }
    c.header("Content-Type", metricsRegistry.contentType);
    c.header("Cache-Control", "no-store");
    return c.body(await metricsRegistry.metrics());
  });
}
