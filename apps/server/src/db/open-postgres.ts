import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import type { AppDb, Database } from "./database";
import { MIGRATIONS_FOLDER } from "./migrations-folder";
import * as schema from "./schema";

// Any number of processes may start at once; one advisory lock lets exactly one migrate at a time.
const MIGRATION_LOCK_ID = 727_411_001;

export async function openPostgres(connectionString: string, poolMax: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: poolMax });
  pool.on("error", () => {}); // idle client errors surface on the next query instead of crashing
  const lockClient = await pool.connect();
  try {
    await lockClient.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
    await migrate(drizzle({ client: lockClient }), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await lockClient.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => {});
    lockClient.release();
  }
  const listeners = new Set<pg.Client>();
  return {
    kind: "postgres",
    db: drizzle({ client: pool, schema }) as unknown as AppDb,
    bossDb: null,
    connectionString,
    listen: (channel, onPayload) => listenWithReconnect(connectionString, channel, onPayload, listeners),
    notify: async (channel, payload) => {
      await pool.query("select pg_notify($1, $2)", [channel, payload]);
    },
    ping: async () => {
      await pool.query("select 1");
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: async () => {
      await Promise.all([...listeners].map((client) => client.end().catch(() => {})));
      await pool.end();
    },
  };
}

/** A dedicated connection holds the LISTEN; when it drops, a new one is opened after a short pause. */
async function listenWithReconnect(
  connectionString: string,
  channel: string,
  onPayload: (payload: string) => void,
  listeners: Set<pg.Client>,
): Promise<() => Promise<void>> {
  let stopped = false;
  let current: pg.Client | null = null;
  const connect = async (): Promise<void> => {
    const client = new pg.Client({ connectionString });
    client.on("notification", (message) => {
      if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
    });
    client.on("error", () => {
      listeners.delete(client);
      client.end().catch(() => {});
      if (!stopped) setTimeout(() => void connect().catch(() => {}), 1000).unref();
    });
    await client.connect();
    await client.query(`listen "${channel.replaceAll('"', "")}"`);
    listeners.add(client);
    current = client;
  };
  await connect();
  return async () => {
    stopped = true;
    if (current) {
      listeners.delete(current);
      await current.end().catch(() => {});
    }
  };
}
