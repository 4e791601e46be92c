import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { scanResultSchema } from "@sitelens/shared/scan-result";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FixtureSite, serveFixtureSite } from "./fixtures/serve-fixture-site";

const run = promisify(execFile);
const engineDir = fileURLToPath(new URL("..", import.meta.url));
let site: FixtureSite;

beforeAll(async () => {
  // The same build `npm install` (prepare) and `npm pack` (prepack) run.
  await run(process.execPath, ["scripts/build-cli.mjs"], { cwd: engineDir });
  site = await serveFixtureSite();
}, 60_000);
afterAll(() => site?.close());

/** `sitelens audit --json` of the fixture site, run from `cwd`, parsed as a ScanResult. */
async function auditFixtureSite(cwd: string, extra: string[] = []) {
  const resolve = Object.entries(site.resolve).map(([hostPort, address]) => `${hostPort}:${address}`);
  const { stdout } = await run(
    process.execPath,
    [
      "bin/sitelens.mjs",
      "audit",
      `${site.origin}/`,
      "--json",
      "--no-lighthouse",
      "--allow-private",
      ...resolve.flatMap((entry) => ["--resolve", entry]),
      ...extra,
    ],
    // No tsx in the loader chain: NODE_OPTIONS cleared so only compiled JavaScript can run.
    { cwd, env: { ...process.env, NODE_OPTIONS: "" }, maxBuffer: 64 * 1024 * 1024 },
  );
  return scanResultSchema.parse(JSON.parse(stdout));
}

describe("the compiled CLI", () => {
  it("audits a site as a plain Node process, without a TypeScript loader", async () => {
    const result = await auditFixtureSite(engineDir);
    expect(result.crawl.pagesCrawled).toBeGreaterThan(5);
    expect(result.scores.overall).not.toBeNull();
  }, 120_000);

  it("runs from the tarball `npm pack` makes, unpacked where no node_modules can be found", async () => {
    // Lighthouse and the browser libraries load only when speed or rendering runs, so with both off the
    // unpacked package needs nothing installed beside it: what a registry install adds is those three.
    const folder = await mkdtemp(join(tmpdir(), "sitelens-pack-"));
    try {
      // beforeAll built dist/ as prepack would; building it again here could race the other CLI tests' runs.
      const { stdout } = await run(
        "npm",
        ["pack", "--json", "--ignore-scripts", "--pack-destination", folder],
        {
          cwd: engineDir,
        },
      );
      const [packed] = JSON.parse(stdout) as { filename: string; files: { path: string }[] }[];
      expect(packed!.files.map((file) => file.path).sort()).toEqual([
        "bin/sitelens.mjs",
        "dist/cli.mjs",
        "dist/cli.mjs.LEGAL.txt",
        "package.json",
      ]);
      await run("tar", ["-xzf", join(folder, packed!.filename), "-C", folder]);
      const result = await auditFixtureSite(join(folder, "package"), ["--render-pages", "0"]);
      expect(result.crawl.pagesCrawled).toBeGreaterThan(5);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }, 120_000);

  it("starts from one file: only Node's own modules are imported at start, the browser libraries on first use", async () => {
    // Resolving the npm dependencies' hundreds of files took 0.2 s of every start before they were bundled.
    const source = await readFile(new URL("../dist/cli.mjs", import.meta.url), "utf8");
    const staticImports = [...source.matchAll(/^import\s[^"]*"([^"]+)"/gm)].map((match) => match[1]);
    expect(staticImports.length).toBeGreaterThan(3);
    expect(staticImports.filter((specifier) => !specifier?.startsWith("node:"))).toEqual([]);
    const lazyImports = new Set([...source.matchAll(/await import\("([^"]+)"\)/g)].map((match) => match[1]));
    expect([...lazyImports].sort()).toEqual(["chrome-launcher", "lighthouse", "puppeteer-core"]);
  });

  it("bundles undici's HTTP client without the Fetch, WebSocket, cache and mock modules its index loads", async () => {
    const source = await readFile(new URL("../dist/cli.mjs", import.meta.url), "utf8");
    const undiciModules = [...source.matchAll(/^\/\/ [./]*node_modules\/undici\/(\S+)$/gm)].map(
      (match) => match[1],
    );
    expect(undiciModules).toContain("lib/api/api-request.js");
    expect(undiciModules).toContain("lib/dispatcher/agent.js");
    expect(
      undiciModules.filter((path) =>
        /^(index\.js|lib\/(mock|cache|interceptor)\/|lib\/web\/(websocket|eventsource|cookies))/.test(
          path ?? "",
        ),
      ),
    ).toEqual([]);
  });
});
