import { type ChildProcess, execFile } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { scanResultSchema } from "@sitelens/shared/scan-result";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixtureSite } from "../../test/support/fixture-site";
import { startTestServer, type TestServer } from "../../test/support/start-test-server";

const BIN = new URL("../../bin/sitelens.mjs", import.meta.url).pathname;
let server: TestServer;
let workDir: string;

beforeAll(async () => {
  server = await startTestServer(fixtureSite());
  workDir = await mkdtemp(join(tmpdir(), "sitelens-cli-"));
});
afterAll(async () => {
  await server.close();
  await rm(workDir, { recursive: true, force: true });
});

/** Runs the real executable, as `npx sitelens` would; onStderr may interrupt it. */
function sitelens(
  args: string[],
  onStderr?: (text: string, child: ChildProcess) => void,
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = execFile(
      process.execPath,
      [BIN, ...args],
      { maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr });
      },
    );
    if (onStderr) child.stderr?.on("data", (text: Buffer) => onStderr(text.toString(), child));
  });
}

const site = () => {
  const port = server.port;
  return [
    `http://site.test:${port}/`,
    "--resolve",
    `site.test:${port}:127.0.0.1`,
    "--resolve",
    `www.site.test:${port}:127.0.0.1`,
  ];
};

describe("sitelens audit", () => {
  it("audits the multi-page fixture site end to end and writes JSON", { timeout: 60_000 }, async () => {
    const out = join(workDir, "scan.json");
    const run = await sitelens([
      "audit",
      ...site(),
      "--allow-private",
      "--no-lighthouse",
      "--json",
      "--out",
      out,
    ]);
    expect(run.stderr).toContain("[crawling]");
    expect(run.code).toBe(0);
    const result = scanResultSchema.parse(JSON.parse(run.stdout));
    expect(result.crawl.pagesCrawled).toBeGreaterThanOrEqual(10);
    expect(result.pages.map((page) => new URL(page.url).pathname)).toEqual(
      expect.arrayContaining(["/", "/about", "/orphan"]),
    );
    expect(result.speed.status).toBe("unavailable");
    expect(result.scores.overall).not.toBeNull();
    expect(JSON.parse(await readFile(out, "utf8"))).toEqual(JSON.parse(run.stdout));
  });

  it("prints a readable Turkish summary and still reports an --out it cannot write", {
    timeout: 60_000,
  }, async () => {
    const unwritable = join(workDir, "missing-folder", "scan.json");
    const run = await sitelens([
      "audit",
      ...site(),
      "--allow-private",
      "--no-lighthouse",
      "--lang",
      "tr",
      "--max-pages",
      "5",
      "--out",
      unwritable,
    ]);
    expect(run.code).toBe(3);
    expect(run.stderr).toContain(`${unwritable} could not be written`);
    expect(run.stdout).toContain("Genel puan");
    expect(run.stdout).toContain("Öncelikli görevler");
    expect(run.stdout).toMatch(/Taranan sayfa\s+5 \(sayfa sınırına ulaşıldı\)/);
  });

  it("refuses a private address without --allow-private, with a one-line reason", {
    timeout: 30_000,
  }, async () => {
    const run = await sitelens(["audit", ...site(), "--no-lighthouse"]);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe("");
    expect(run.stderr.trim().split("\n").at(-1)).toMatch(/^sitelens: cannot analyse .*\[blocked_address\]$/);
  });

  it("exits non-zero for an unreachable site and for bad usage", { timeout: 30_000 }, async () => {
    const closed = await startTestServer(() => undefined);
    await closed.close();
    const unreachable = await sitelens(["audit", `${closed.origin}/`, "--allow-private", "--no-lighthouse"]);
    expect(unreachable.code).toBe(1);
    expect(unreachable.stderr).toContain("[unreachable]");
    const usage = await sitelens(["audit"]);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain("Usage: sitelens audit");
  });

  it("prints its usage on stdout for --help and exits 0", { timeout: 30_000 }, async () => {
    const help = await sitelens(["--help"]);
    expect(help.code).toBe(0);
    expect(help.stderr).toBe("");
    expect(help.stdout).toMatch(/^Usage: sitelens audit <url> \[options\]/);
    expect(help.stdout).toContain("-h, --help");
  });

  it("stops on Ctrl-C with exit code 130", { timeout: 60_000 }, async () => {
    const slow = await startTestServer((request, response) => {
      const n = Number(new URL(request.url ?? "/", "http://slow.test").searchParams.get("n") ?? "0");
      const links = [1, 2, 3, 4, 5].map((step) => `<a href="/?n=${n * 5 + step}">next</a>`).join("");
      setTimeout(
        () => response.writeHead(200, { "content-type": "text/html" }).end(`<title>${n}</title>${links}`),
        100,
      );
    });
    let interrupted = false;
    const run = await sitelens(
      ["audit", `${slow.origin}/`, "--allow-private", "--no-lighthouse", "--max-pages", "5000"],
      (text, child) => {
        if (!interrupted && text.includes("[crawling]")) {
          interrupted = true;
          child.kill("SIGINT");
        }
      },
    );
    await slow.close();
    expect(run.code).toBe(130);
    expect(run.stderr).toContain("sitelens: stopped before the scan finished");
    expect(run.stdout).toBe("");
  });
});
