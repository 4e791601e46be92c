import { sql } from "drizzle-orm";
import type { AppDb } from "../db/database";
import type { AnyJobDefinition } from "./define-job";

const GATE_FUNCTION = "pgboss.sitelens_job_group_gate";
const GATE_TRIGGER = "sitelens_job_group_gate";

function literal(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}

/**
 * pg-boss's groupConcurrency test (no active job of the group) reads a snapshot, so two fetches on two
 * connections at once (two local workers, or two worker processes) both see the group idle and each
 * claims one of its jobs: one user then holds two slots, and with long analyses every slot fills up with
 * that user while other users wait. PGlite has one connection, so it never showed there (decision 140).
 *
 * This trigger makes the claim itself serial per group: a job turning `active` takes a transaction lock
 * on its (queue, group), then counts the group's committed active jobs with a fresh snapshot; at the
 * limit the row is left as it was, so the fetch returns without it and the next poll takes another
 * group's job. Installed on every start (idempotent, under a lock so starting processes do not race).
 */
export async function installGroupGate(db: AppDb, jobs: AnyJobDefinition[]): Promise<void> {
  const limits = jobs.filter((job) => job.groupOf && job.options.groupConcurrency);
  const cases = limits
    .map((job) => `WHEN ${literal(job.name)} THEN ${Math.trunc(job.options.groupConcurrency!)}`)
    .join(" ");
  const limitExpression = cases ? `CASE NEW.name ${cases} END` : "NULL";
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('sitelens-job-group-gate'))`);
    await tx.execute(
      sql.raw(`CREATE OR REPLACE FUNCTION ${GATE_FUNCTION}() RETURNS trigger LANGUAGE plpgsql VOLATILE AS $gate$
DECLARE
  group_limit int := ${limitExpression};
  active_count int;
BEGIN
  IF NEW.state <> 'active' OR OLD.state = 'active' OR NEW.group_id IS NULL OR group_limit IS NULL THEN
    RETURN NEW;
  END IF;
  PERFORM pg_advisory_xact_lock(hashtext('sitelens-job-group:' || NEW.name || ':' || NEW.group_id));
  SELECT count(*) INTO active_count FROM pgboss.job
    WHERE name = NEW.name AND group_id = NEW.group_id AND state = 'active' AND id <> NEW.id;
  IF active_count >= group_limit THEN
    RETURN NULL;
  END IF;
  RETURN NEW;
END
$gate$`),
    );
    await tx.execute(sql.raw(`DROP TRIGGER IF EXISTS ${GATE_TRIGGER} ON pgboss.job`));
    await tx.execute(
      sql.raw(
        `CREATE TRIGGER ${GATE_TRIGGER} BEFORE UPDATE OF state ON pgboss.job FOR EACH ROW EXECUTE FUNCTION ${GATE_FUNCTION}()`,
      ),
    );
  });
}
