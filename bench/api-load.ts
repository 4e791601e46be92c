/**
 * API load benchmark on a seeded, realistic account (issue #32):
 * `npx tsx bench/api-load.ts [--duration 5] [--rounds 2] [--connections 20] [--only sites,site] [--session-cache 0]`
 * (PostgreSQL when DATABASE_URL is set, else the embedded PGlite).
 *
 * Crawls a 200-page synthetic site once with the real engine, starts the real server as its own
 * process (as `npm start` does), signs a user up through the HTTP flow, stops the server and seeds
 * that user through Drizzle as a paying customer after three months (bench/support/seed-account.ts),
 * restarts it, then loads with autocannon every GET the signed-in screens make, round after round,
 * with `GET /api/health` (no session, no query) at the start and end of each round. Requests carry a
 * browser's `accept-encoding`. Prints each request's best round, its rate as a share of the best
 * health round and its p99: the machine's speed cancels out of the ratio.
 */
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { openDatabase } from "../apps/server/src/db/open-database";
import { registerAndConfirm } from "../apps/server/test/accounts/support";
import { createFreshPostgres } from "../apps/server/test/support/fresh-postgres";
import { TestClient } from "../apps/server/test/support/test-client";
import { startE2eServer } from "../e2e/support/server";
import { scanSyntheticSite } from "./support/realistic-scan";
import { SEED, seedAccount } from "./support/seed-account";

const { values } = parseArgs({
  options: {
    duration: { type: "string", default: "5" },
    rounds: { type: "string", default: "2" },
    connections: { type: "string", default: "20" },
    only: { type: "string" },
    "session-cache": { type: "string" },
  },
});
const duration = Number(values.duration);
const rounds = Number(values.rounds);
const connections = Number(values.connections);
const EMAIL = "customer@example.com";
const ENCODING = { "accept-encoding": "br, gzip, deflate" };

interface Round {
  rps: number;
  p99: number;
  errors: number;
}

async function load(url: string, headers: Record<string, string>, seconds = duration): Promise<Round> {
  const result = await autocannon({ url, connections, duration: seconds, headers });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors + result.timeouts,
  };
}

/** Bytes on the wire (as sent, compressed or not) and the content-encoding of one response. */
function wireSize(
  url: string,
  headers: Record<string, string>,
): Promise<{ bytes: number; encoding: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        let bytes = 0;
        response.on("data", (chunk: Buffer) => (bytes += chunk.length));
        response.on("end", () =>
          resolve({ bytes, encoding: String(response.headers["content-encoding"] ?? "none") }),
        );
      })
      .on("error", reject);
  });
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "sitelens-bench-"));
const postgres = process.env.DATABASE_URL ? await createFreshPostgres(process.env.DATABASE_URL) : null;
const env = { DATA_DIR: dataDir, DATABASE_URL: postgres?.url ?? "" };
try {
  let started = Date.now();
  const scan = await scanSyntheticSite(200);
  console.log(`scanned the synthetic site: ${scan.pages.length} pages in ${Date.now() - started} ms`);
  const first = await startE2eServer(env);
  const client = new TestClient(first.baseUrl, "en");
  await registerAndConfirm(client, EMAIL);
  const cookie = [...(client as unknown as { cookies: Map<string, string> }).cookies]
    .map(([name, value]) => `${name}=${value}`)
    .join("; ");
  await first.stop();
  started = Date.now();
  const database = await openDatabase({
    DATABASE_URL: env.DATABASE_URL || undefined,
    DATABASE_POOL_MAX: 5,
    dataDir,
  });
  const siteIds = await seedAccount(database, EMAIL, scan);
  await database.close();
  console.log(`seeded ${JSON.stringify(SEED)} in ${Date.now() - started} ms`);

  const server = await startE2eServer({
    ...env,
    ...(values["session-cache"] ? { SESSION_CACHE_SECONDS: values["session-cache"] } : {}),
  });
  try {
    const base = server.baseUrl;
    const headers = { cookie, ...ENCODING };
    const getJson = async <T>(route: string) =>
      (await (await fetch(`${base}${route}`, { headers: { cookie } })).json()) as T;
    const site = siteIds[0] as string;
    const keywords = await getJson<{ keywords: { id: string }[] }>(
      `/api/rank-tracker/keywords?siteId=${site}`,
    );
    const rivals = await getJson<{ competitors: { id: string }[] }>(`/api/sites/${site}/competitors`);
    const keyword = keywords.keywords[0]?.id;
    const rival = rivals.competitors[0]?.id;
    const routes: [string, string][] = [
      ["sites", "/api/sites"],
      ["dashboard", "/api/dashboard"],
      ["notifications", "/api/notifications"],
      ["plan-limits", "/api/plan-limits"],
      ["site", `/api/sites/${site}`],
      ["history", `/api/sites/${site}/history?days=90`],
      ["pages", `/api/sites/${site}/pages`],
      ["verification", `/api/sites/${site}/verification`],
      ["tasks", `/api/tasks?siteId=${site}`],
      ["competitors", `/api/sites/${site}/competitors`],
      ["comparison", `/api/competitors/${rival}/comparison`],
      ["backlinks", `/api/sites/${site}/backlinks?pageSize=25`],
      ["rank-keywords", `/api/rank-tracker/keywords?siteId=${site}`],
      ["rank-history", `/api/rank-tracker/keywords/${keyword}/history?range=90d`],
      ["content", `/api/content-drafts?siteId=${site}`],
    ];
    const only = values.only?.split(",");
    const chosen = only ? routes.filter(([name]) => only.includes(name)) : routes;
    for (const [name, route] of chosen) {
      const response = await fetch(`${base}${route}`, { headers: { cookie } });
      if (response.status !== 200) throw new Error(`${name} ${route} answered ${response.status}`);
      await response.arrayBuffer();
    }
    // Warm-up: JIT, connection pools, caches.
    await load(`${base}/api/health`, {}, 2);
    for (const [, route] of chosen) await load(`${base}${route}`, headers, 1);

    const health: Round[] = [];
    const results = new Map<string, Round[]>();
    for (let round = 0; round < rounds; round++) {
      health.push(await load(`${base}/api/health`, {}));
      for (const [name, route] of chosen)
        results.set(name, [...(results.get(name) ?? []), await load(`${base}${route}`, headers)]);
      health.push(await load(`${base}/api/health`, {}));
    }
    const best = (list: Round[]) => list.reduce((a, b) => (b.rps > a.rps ? b : a));
    const h = best(health);
    const database = postgres ? "PostgreSQL" : "PGlite";
    console.log(
      `\ndatabase ${database}, ${connections} connections, ${rounds} rounds of ${duration} s, load average ${os
        .loadavg()
        .map((n) => n.toFixed(1))
        .join(" ")}`,
    );
    console.log(`health req/s every run: ${health.map((r) => r.rps.toFixed(0)).join(", ")}`);
    console.log(
      "| request | req/s | vs health | p99 ms | wire bytes (encoding) | uncompressed bytes | errors |",
    );
    console.log("|---|---|---|---|---|---|---|");
    console.log(`| GET /api/health | ${h.rps.toFixed(0)} | 100 % | ${h.p99} | | | ${h.errors} |`);
    for (const [name, route] of chosen) {
      const r = best(results.get(name) ?? []);
      const wire = await wireSize(`${base}${route}`, headers);
      const plain = await wireSize(`${base}${route}`, { cookie });
      const label = route.replace(site, ":id").replace(String(keyword), ":kw").replace(String(rival), ":cid");
      console.log(
        `| ${name} \`${label}\` | ${r.rps.toFixed(0)} | ${((r.rps / h.rps) * 100).toFixed(1)} % | ${r.p99} | ${wire.bytes} (${wire.encoding}) | ${plain.bytes} | ${r.errors} |`,
      );
    }
  } finally {
    await server.stop();
  }
} finally {
  await postgres?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
