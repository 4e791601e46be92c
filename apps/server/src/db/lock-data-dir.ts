import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export class DataDirLockedError extends Error {}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * PGlite silently loses writes when two processes open one folder, so the first process takes an
 * exclusive lock file and any other is refused. A lock left by a dead process is taken over.
 */
export function lockDataDir(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const lockPath = path.join(dir, ".sitelens.lock");
  const owner = JSON.stringify({ pid: process.pid, host: os.hostname() });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, owner, { flag: "wx" });
      return () => fs.rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = readHolder(lockPath);
      if (holder && holder.host === os.hostname() && isAlive(holder.pid) && holder.pid !== process.pid) {
        throw new DataDirLockedError(
          `The data folder ${dir} is in use by another Sitelens process (pid ${holder.pid}). ` +
            "The embedded database allows one process per folder: stop the other process, choose another DATA_DIR, " +
            "or set DATABASE_URL=postgres://… to run several processes against PostgreSQL.",
        );
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock the data folder ${dir}.`);
}

function readHolder(lockPath: string): { pid: number; host: string } | null {
  try {
    return JSON.parse(fs.readFileSync(lockPath, "utf8"));
  } catch {
    return null;
  }
}
