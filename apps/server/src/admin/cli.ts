import { openDatabase } from "../db/open-database";
import { parseEnv } from "../env";
import { seedPlans } from "../plans/seed-plans";
import { runAdminCommand } from "./run-admin-command";

// With the embedded database, stop the server first: one process owns a PGlite folder.
const env = parseEnv();
const database = await openDatabase(env);
try {
  await seedPlans(database);
  process.exitCode = await runAdminCommand(database, env, process.argv.slice(2), (line) => console.log(line));
} finally {
  await database.close();
}
