import { existsSync } from "node:fs";

const RUN_SCAN = new URL("../../packages/engine/src/run/run-scan.ts", import.meta.url);

interface RunScanModule {
  runScan(input: { url: string; options?: Record<string, unknown> }): Promise<unknown>;
}

/** The full engine (runScan, Lighthouse off), or null while runScan does not exist yet. */
export async function loadEngineLoop() {
  if (!existsSync(RUN_SCAN)) return null;
  const { runScan } = (await import(RUN_SCAN.href)) as RunScanModule;
  return async (port: number, pages: number, concurrency: number): Promise<number> => {
    await runScan({
      url: `http://bench.test:${port}/`,
      options: {
        maxPages: pages,
        maxDepth: 1000,
        concurrency,
        lighthouse: false,
        resolve: { [`bench.test:${port}`]: "127.0.0.1" },
        allowPrivateNetworks: true,
      },
    });
    return pages;
  };
}
