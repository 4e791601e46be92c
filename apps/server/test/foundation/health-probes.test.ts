import net from "node:net";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../support/start-test-server";

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.stop());

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

describe("liveness and readiness probes", () => {
  it("answers liveness without asking anything else", async () => {
    const { status, body } = await server.client().json("GET", "/api/health/live");
    expect(status).toBe(200);
    expect(body).toEqual({ status: "ok" });
  });

  it("serves no /metrics without METRICS_TOKEN", async () => {
    expect((await fetch(`${server.url}/metrics`)).status).toBe(404);
  });

  it("is ready when the database answers, migrations are applied, the queue is there and jobs are consumed", async () => {
    const { status, body } = await server.client().json("GET", "/api/health/ready");
    expect(status).toBe(200);
    expect(body).toEqual({
      status: "ready",
      checks: { database: "up", migrations: "up", jobQueue: "up", worker: "up" },
    });
  });

  it("is not ready while the newest migration this build ships is missing from the database", async () => {
    const { db } = server.context.database;
    const newest = (await db.execute(
      sql`select id, hash, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
    )) as unknown as { rows: { id: number; hash: string; created_at: string }[] };
    const row = newest.rows[0]!;
    await db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${row.id}`);
    try {
      const { status, body } = await server.client().json("GET", "/api/health/ready");
      expect(status).toBe(503);
      expect(body).toMatchObject({ status: "not_ready", checks: { migrations: "down", database: "up" } });
    } finally {
      await db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${row.id}, ${row.hash}, ${row.created_at})`,
      );
    }
    expect((await server.client().json("GET", "/api/health/ready")).status).toBe(200);
  });

  it("lets a worker-only process answer the probes on HEALTH_PORT, and says when it stops consuming", async () => {
    const port = await freePort();
    const worker = await startTestServer({ env: { SITELENS_ROLE: "worker", HEALTH_PORT: String(port) } });
    const probes = `http://127.0.0.1:${port}`;
    try {
      expect(worker.url).toBeNull();
      expect(await (await fetch(`${probes}/api/health/live`)).json()).toEqual({ status: "ok" });
      const ready = await fetch(`${probes}/api/health/ready`);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toMatchObject({ checks: { worker: "up" } });
      worker.context.workers!.consuming = false;
      const stopped = await fetch(`${probes}/api/health/ready`);
      expect(stopped.status).toBe(503);
      expect(await stopped.json()).toMatchObject({ status: "not_ready", checks: { worker: "down" } });
    } finally {
      await worker.stop();
    }
  });
});
