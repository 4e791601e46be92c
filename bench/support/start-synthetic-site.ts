import { spawn } from "node:child_process";
import { createInterface } from "node:readline";

/**
 * Starts the synthetic site in its own process, so the benchmark's CPU figures count only the crawler.
 */
export async function startSyntheticSite(
  pages: number,
): Promise<{ origin: string; port: number; stop(): void }> {
  const child = spawn(
    process.execPath,
    ["--import", "tsx", new URL("./serve-synthetic-site.ts", import.meta.url).pathname, String(pages)],
    {
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  const firstLine = await new Promise<string>((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`synthetic site exited with ${code}`)));
    createInterface({ input: child.stdout }).once("line", resolve);
  });
  const { port } = JSON.parse(firstLine) as { port: number };
  return { origin: `http://127.0.0.1:${port}`, port, stop: () => void child.kill() };
}
