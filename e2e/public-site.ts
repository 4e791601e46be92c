import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startTestServer, type TestServer } from "../apps/server/test/support/start-test-server";
import { prerenderSite } from "../apps/web/scripts/prerender";
import { freePort } from "../bench/lighthouse-landing";

const WEB_DIST = path.resolve(import.meta.dirname, "../apps/web/dist");

export interface PublicSite {
  server: TestServer;
  /** The public origin the pages were pre-rendered for (canonical, hreflang, sitemap). */
  origin: string;
  port: number;
  close(): Promise<void>;
}

/**
 * The built public site pre-rendered into its own folder for a local origin and served by the real
 * server on 127.0.0.1: a copy, so a parallel `vite build` cannot change the files under a test.
 */
export async function servePublicSite(
  options: { host?: string; env?: Record<string, string>; verification?: Record<string, string> } = {},
): Promise<PublicSite> {
  const port = await freePort();
  const origin = `http://${options.host ?? "127.0.0.1"}:${port}`;
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), "sitelens-public-"));
  await prerenderSite({ clientDir: WEB_DIST, outDir, origin, verification: options.verification });
  const server = await startTestServer({ env: { ...options.env, PORT: String(port), WEB_DIST_DIR: outDir } });
  return {
    server,
    origin,
    port,
    async close() {
      await server.stop();
      fs.rmSync(outDir, { recursive: true, force: true });
    },
  };
}
