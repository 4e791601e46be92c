import { randomBytes } from "node:crypto";
import pg from "pg";

/**
 * With DATABASE_URL set, every test file gets a database of its own, created from that URL and
 * dropped afterwards, so test files never see each other's rows.
 */
export async function createFreshPostgres(
  baseUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `sitelens_t_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
