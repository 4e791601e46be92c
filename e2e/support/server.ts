import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createFreshPostgres } from "../../apps/server/test/support/fresh-postgres";

const ROOT = path.resolve(import.meta.dirname, "../..");

export interface E2eServer {
  /** Empty for a worker-only process. */
  baseUrl: string;
  dataDir: string;
  env: Record<string, string>;
  /** Log lines the server printed (JSON), for assertions and debugging. */
  logs: string[];
  stop(): Promise<void>;
  /** SIGKILL the process and those under it (tsx runs the app in a child), keeping data folder and database. */
  kill(): Promise<void>;
}

/**
 * Starts the real server as its own process (as `npm start` does, without the build step) on a
 * free port, with a fresh data folder, or a fresh PostgreSQL database when DATABASE_URL is set
 * (pass DATABASE_URL in extraEnv to choose yourself; "" forces the embedded database).
 */
export async function startE2eServer(extraEnv: Record<string, string> = {}): Promise<E2eServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "sitelens-e2e-"));
  const postgres =
    process.env.DATABASE_URL && !("DATABASE_URL" in extraEnv)
      ? await createFreshPostgres(process.env.DATABASE_URL)
      : null;
  const env: Record<string, string> = {
    NODE_ENV: "test",
    PORT: "0",
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    LOG_LEVEL: "info",
    // Browser tests read sign-up and reset codes from the development outbox.
    DEV_MAILBOX: "true",
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    // Lets a run use a build made elsewhere (e.g. while another run owns apps/web/dist).
    ...(process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.WEB_DIST_DIR } : {}),
    ...extraEnv,
  };
  const child = spawn(
    process.execPath,
    // The server's tsconfig, as `npm start` (run in apps/server) uses: it sets up JSX for the PDF report.
    [
      path.join(ROOT, "node_modules/tsx/dist/cli.mjs"),
      "--tsconfig",
      "apps/server/tsconfig.json",
      "apps/server/src/main.ts",
    ],
    {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  const logs: string[] = [];
  const baseUrl = await waitForListening(child, logs);
  return {
    baseUrl,
    dataDir,
    env,
    logs,
    async kill() {
      for (const pid of descendants(child.pid!)) process.kill(pid, "SIGKILL");
      await stopChild(child, "SIGKILL");
    },
    async stop() {
      await stopChild(child);
      await postgres?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function waitForListening(child: ChildProcess, logs: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    // A fresh embedded database migrates at start: over a minute on a busy 2-core machine.
    const timer = setTimeout(() => {
      for (const pid of [...descendants(child.pid!), child.pid!]) process.kill(pid, "SIGKILL");
      reject(new Error(`server did not start:\n${logs.join("\n")}`));
    }, 180_000);
    const onLine = (line: string) => {
      logs.push(line);
      if (line.includes("Sitelens worker is ready")) {
        clearTimeout(timer);
        resolve("");
      }
      if (!line.includes("Sitelens is listening")) return;
      clearTimeout(timer);
      resolve(JSON.parse(line).url.replace("localhost", "127.0.0.1"));
    };
    let buffer = "";
    const onData = (chunk: Buffer) => {
      buffer += chunk.toString();
      const lines = buffer.split("\n");
      buffer = lines.pop() ?? "";
      for (const line of lines) onLine(line);
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${logs.join("\n")}`));
    });
  });
}

function descendants(pid: number): number[] {
  const children = fs
    .readdirSync(`/proc/${pid}/task`)
    .flatMap((task) => fs.readFileSync(`/proc/${pid}/task/${task}/children`, "utf8").trim().split(/\s+/))
    .filter(Boolean)
    .map(Number);
  return children.flatMap((child) => [...descendants(child), child]);
}

export async function stopChild(child: ChildProcess, signal: NodeJS.Signals = "SIGTERM"): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.kill(signal);
  const killer = setTimeout(() => child.kill("SIGKILL"), 15_000);
  await exited;
  clearTimeout(killer);
}
