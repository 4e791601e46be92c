// Drops sitelens_t_* databases that an interrupted test run left on the PostgreSQL server.
import pg from "pg";

const client = new pg.Client({ connectionString: process.argv[2] });
await client.connect();
const { rows } = await client.query("select datname from pg_database where datname like 'sitelens_t_%'");
for (const { datname } of rows) await client.query(`drop database if exists ${datname} with (force)`);
await client.end();
if (rows.length) console.log(`dropped ${rows.length} stale test databases`);
