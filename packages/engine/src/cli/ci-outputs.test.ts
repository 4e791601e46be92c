import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Writable } from "node:stream";
import { type ScanResult, scanResultSchema } from "@sitelens/shared/scan-result";
import { auditOutcome } from "@sitelens/shared/scan-summary/summarize-scan";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixtureSite } from "../../test/support/fixture-site";
import { startTestServer, type TestServer } from "../../test/support/start-test-server";
import { runCli } from "./run-cli";

let server: TestServer;
let workDir: string;
let scan: ScanResult;
let scanFile: string;

function sink() {
  let text = "";
  const stream = new Writable({
    write(chunk, _encoding, done) {
      text += chunk.toString();
      done();
    },
  });
  return { stream, text: () => text };
}

/** The CLI's own entry point in this process, on the fixture site, as `sitelens audit` runs it. */
async function sitelens(args: string[]) {
  const stdout = sink();
  const stderr = sink();
  const code = await runCli(args, { stdout: stdout.stream, stderr: stderr.stream, env: {} });
  return { code, stdout: stdout.text(), stderr: stderr.text() };
}

const audit = (...extra: string[]) => [
  "audit",
  `http://site.test:${server.port}/`,
  "--resolve",
  `site.test:${server.port}:127.0.0.1`,
  "--resolve",
  `www.site.test:${server.port}:127.0.0.1`,
  "--allow-private",
  "--no-lighthouse",
  "--render-pages",
  "0",
  "--max-pages",
  "8",
  ...extra,
];

beforeAll(async () => {
  server = await startTestServer(fixtureSite());
  workDir = await mkdtemp(join(tmpdir(), "sitelens-ci-"));
  scanFile = join(workDir, "before.json");
  const run = await sitelens(audit("--format", "json", "--out", scanFile));
  expect(run.code).toBe(0);
  scan = scanResultSchema.parse(JSON.parse(run.stdout));
}, 120_000);
afterAll(async () => {
  await server?.close();
  await rm(workDir, { recursive: true, force: true });
});

const failingAudit = () => scan.audits.find((item) => auditOutcome(item) === "fail")!;
const passingAudit = () => scan.audits.find((item) => auditOutcome(item) === "pass")!;

describe("sitelens audit in CI", () => {
  it("exits 4 with each missed rule when the budget is not met, and 0 when it is", {
    timeout: 60_000,
  }, async () => {
    const failing = failingAudit();
    const strict = join(workDir, "strict.json");
    await writeFile(
      strict,
      JSON.stringify({
        overall: 100,
        categories: { technical: 0 },
        mustPass: [failing.id, passingAudit().id],
        maxIssues: { error: 0, warning: 0 },
      }),
    );
    const missed = await sitelens(audit("--budget", strict));
    expect(missed.code).toBe(4);
    expect(missed.stderr).toMatch(/budget not met: overall score \d+, minimum 100/);
    expect(missed.stderr).toContain(`budget not met: audit ${failing.id} fails`);
    expect(missed.stderr).not.toContain(`audit ${passingAudit().id}`);
    expect(missed.stderr).not.toContain("category:technical");
    const lenient = join(workDir, "lenient.json");
    await writeFile(lenient, JSON.stringify({ overall: 0, mustPass: [passingAudit().id] }));
    expect((await sitelens(audit("--budget", lenient))).code).toBe(0);
  });

  it("refuses an invalid budget file before crawling, with exit 2", async () => {
    const bad = join(workDir, "bad.json");
    await writeFile(bad, JSON.stringify({ overall: 120, typo: true }));
    const run = await sitelens(audit("--budget", bad));
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(`--budget ${bad}`);
  });

  it("writes JUnit XML with a failure per failing audit and the budget suite", {
    timeout: 60_000,
  }, async () => {
    const budget = join(workDir, "junit-budget.json");
    await writeFile(budget, JSON.stringify({ overall: 100 }));
    const run = await sitelens(audit("--format", "junit", "--budget", budget));
    expect(run.code).toBe(4);
    expect(run.stdout).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<testsuites /);
    const failures =
      run.stdout.match(/<testcase classname="sitelens\.(?!budget)[^"]+" name="[^"]+"><failure /g) ?? [];
    expect(failures.length).toBe(scan.audits.filter((item) => auditOutcome(item) === "fail").length);
    expect(run.stdout).toContain(`name="${failingAudit().id}: `);
    expect(run.stdout).toMatch(/<testsuite name="budget" tests="1" failures="1"/);
    expect(run.stdout.match(/<testsuite /g)!.length).toBe(run.stdout.match(/<\/testsuite>/g)!.length);
  });

  it("writes SARIF 2.1.0 with a rule per audit and a located result per failing page", {
    timeout: 60_000,
  }, async () => {
    const run = await sitelens(audit("--format", "sarif"));
    expect(run.code).toBe(0);
    const sarif = JSON.parse(run.stdout);
    expect(sarif.version).toBe("2.1.0");
    const [only] = sarif.runs;
    const rules = new Set(only.tool.driver.rules.map((rule: { id: string }) => rule.id));
    expect(rules.size).toBe(scan.audits.length);
    const failing = failingAudit();
    const results = only.results.filter((result: { ruleId: string }) => result.ruleId === failing.id);
    expect(results.length).toBe(Math.max(1, Math.min(100, failing.failingUrls.length)));
    for (const result of only.results) {
      expect(rules.has(result.ruleId)).toBe(true);
      expect(["error", "warning", "note"]).toContain(result.level);
      expect(result.locations[0].physicalLocation.artifactLocation.uri).toMatch(
        /^http:\/\/(www\.)?site\.test:/,
      );
    }
  });
});

describe("sitelens diff", () => {
  it("lists what got worse and better, as text and JSON, and exits 4 when something got worse", async () => {
    const fixed = failingAudit();
    const broken = passingAudit();
    const after: ScanResult = structuredClone(scan);
    after.scores.overall = (scan.scores.overall ?? 50) - 7;
    for (const item of after.audits) {
      if (item.id === fixed.id) Object.assign(item, { score: 1, failingUrls: [] });
      if (item.id === broken.id) Object.assign(item, { score: 0, failingUrls: [scan.finalUrl] });
    }
    const afterFile = join(workDir, "after.json");
    await writeFile(afterFile, JSON.stringify(after));
    const text = await sitelens(["diff", scanFile, afterFile]);
    expect(text.code).toBe(4);
    expect(text.stdout).toMatch(/overall\s+\d+ →\s+\d+\s+\(-7\)/);
    expect(text.stdout).toContain(`Worse (1):\n  - ${broken.id}: `);
    expect(text.stdout).toContain(`Better (1):\n  + ${fixed.id}: `);
    const json = await sitelens(["diff", scanFile, afterFile, "--json"]);
    const diff = JSON.parse(json.stdout);
    expect(diff.regressed.map((item: { id: string }) => item.id)).toEqual([broken.id]);
    expect(diff.fixed.map((item: { id: string }) => item.id)).toEqual([fixed.id]);
    expect(diff.scores[0]).toMatchObject({ id: "overall", change: -7 });
    const same = await sitelens(["diff", scanFile, scanFile]);
    expect(same.code).toBe(0);
    expect(same.stdout).toContain("Worse (0):");
    expect(JSON.parse(await readFile(scanFile, "utf8")).version).toBe(1);
    expect((await sitelens(["diff", scanFile])).code).toBe(2);
  });
});
