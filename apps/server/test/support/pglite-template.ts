import { createHash } from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { fromPglite, PgBoss } from "pg-boss";
import { MIGRATIONS_FOLDER } from "../../src/db/migrations-folder";

let cached: Promise<Blob> | null = null;

/**
 * A dump of a migrated PGlite database (our schema and pg-boss's), made once per set of
 * migrations and shared by every test file: creating PGlite from scratch costs seconds each time.
 */
export function pgliteTemplate(): Promise<Blob> {
  cached ??= loadOrCreate();
  return cached;
}

async function loadOrCreate(): Promise<Blob> {
  const file = path.join(os.tmpdir(), `sitelens-pglite-template-${migrationsHash()}.tar.gz`);
  if (fs.existsSync(file)) return new Blob([fs.readFileSync(file)]);
  const client = await PGlite.create();
  await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
  const boss = new PgBoss({ db: fromPglite(client), backend: "pglite", supervise: false, schedule: false });
  await boss.start();
  await boss.stop({ graceful: false });
  const dump = await client.dumpDataDir("gzip");
  await client.close();
  const temporary = `${file}.${process.pid}`;
  fs.writeFileSync(temporary, Buffer.from(await dump.arrayBuffer()));
  fs.renameSync(temporary, file);
  return dump;
}

function migrationsHash(): string {
  const hash = createHash("sha256");
  for (const name of fs.readdirSync(MIGRATIONS_FOLDER, { recursive: true }).map(String).sort()) {
    const full = path.join(MIGRATIONS_FOLDER, name);
    if (fs.statSync(full).isFile()) hash.update(name).update(fs.readFileSync(full));
  }
  // pg-boss's own schema is in the dump too: a new pg-boss version needs a new template.
  hash.update(fs.readFileSync(createRequire(import.meta.url).resolve("pg-boss/package.json")));
  return hash.digest("hex").slice(0, 16);
}
