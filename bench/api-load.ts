/**
 * API load benchmark: `npx tsx bench/api-load.ts [--duration 10] [--rounds 2] [--connections 20]`
 * (PostgreSQL when DATABASE_URL is set, else the embedded PGlite; `--session-cache 0` turns the
 * session cache off for comparison). Starts the real server as its own process on 127.0.0.1 (as
 * `npm start` does), signs a user up through the HTTP flow, then loads, round after round in the
 * same run, the baseline `GET /api/health` (no session, no query) and the authenticated
 * `GET /api/sites` (an empty list) with autocannon. Prints each route's best round and the
 * authenticated rate as a share of the baseline's: the machine's speed cancels out of that ratio.
 */
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { registerAndConfirm } from "../apps/server/test/accounts/support";
import { TestClient } from "../apps/server/test/support/test-client";
import { startE2eServer } from "../e2e/support/server";

const { values } = parseArgs({
  options: {
    duration: { type: "string", default: "10" },
    rounds: { type: "string", default: "2" },
    connections: { type: "string", default: "20" },
    "session-cache": { type: "string" },
  },
});
const duration = Number(values.duration);
const rounds = Number(values.rounds);
const connections = Number(values.connections);

interface Round {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function load(url: string, headers: Record<string, string>): Promise<Round> {
  const result = await autocannon({ url, connections, duration, headers });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors + result.timeouts,
  };
}

// Logs at info, as in production (the start-up line is what startE2eServer waits for).
const server = await startE2eServer({
  ...(values["session-cache"] ? { SESSION_CACHE_SECONDS: values["session-cache"] } : {}),
});
try {
  const client = new TestClient(server.baseUrl, "en");
  await registerAndConfirm(client, "bench@example.com");
  const cookie = [...(client as unknown as { cookies: Map<string, string> }).cookies]
    .map(([name, value]) => `${name}=${value}`)
    .join("; ");
  const check = await fetch(`${server.baseUrl}/api/sites`, { headers: { cookie } });
  if (check.status !== 200) throw new Error(`GET /api/sites answered ${check.status}`);

  // Warm-up: JIT, connection pools, caches.
  await autocannon({ url: `${server.baseUrl}/api/health`, connections, duration: 2 });
  await autocannon({ url: `${server.baseUrl}/api/sites`, connections, duration: 2, headers: { cookie } });

  const health: Round[] = [];
  const sites: Round[] = [];
  for (let round = 0; round < rounds; round++) {
    health.push(await load(`${server.baseUrl}/api/health`, {}));
    sites.push(await load(`${server.baseUrl}/api/sites`, { cookie }));
  }
  const best = (list: Round[]) => list.reduce((a, b) => (b.rps > a.rps ? b : a));
  const [h, s] = [best(health), best(sites)];
  const database = process.env.DATABASE_URL ? "PostgreSQL" : "PGlite";
  console.log(
    `database ${database}, ${connections} connections, ${rounds} rounds of ${duration} s, session cache ${values["session-cache"] ?? "default"}`,
  );
  console.log("| route | req/s (best round) | p50 ms | p99 ms | non-2xx/errors |");
  console.log("|---|---|---|---|---|");
  for (const [route, r] of [
    ["GET /api/health", h],
    ["GET /api/sites (signed in)", s],
  ] as const)
    console.log(`| ${route} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.errors} |`);
  console.log(`authenticated / health: ${((s.rps / h.rps) * 100).toFixed(1)} %`);
  console.log(
    `every round (health, sites req/s): ${health.map((r, i) => `${r.rps.toFixed(0)}/${sites[i]?.rps.toFixed(0)}`).join(", ")}`,
  );
} finally {
  await server.stop();
}
