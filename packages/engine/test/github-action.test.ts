import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixtureSite } from "./support/fixture-site";
import { startTestServer, type TestServer } from "./support/start-test-server";

const SCRIPT = new URL("../scripts/github-action.mjs", import.meta.url).pathname;
let site: TestServer;
let github: Server;
let githubUrl: string;
const comments: { path: string; authorization: string; body: { body: string } }[] = [];
let workDir: string;

/** The action's step as the composite action runs it: its inputs and GitHub's variables in the environment. */
function runAction(inputs: Record<string, string>, extraEnv: Record<string, string> = {}) {
  const env: Record<string, string> = { PATH: process.env.PATH ?? "", ...extraEnv };
  for (const [name, value] of Object.entries(inputs))
    env[`INPUT_${name.replace(/-/g, "_").toUpperCase()}`] = value;
  return new Promise<{ code: number; stderr: string }>((resolve) => {
    execFile(process.execPath, [SCRIPT], { env }, (error, _stdout, stderr) =>
      resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stderr }),
    );
  });
}

beforeAll(async () => {
  site = await startTestServer(fixtureSite());
  workDir = await mkdtemp(join(tmpdir(), "sitelens-action-"));
  // GitHub's REST API for issue comments, on 127.0.0.1.
  github = createServer((request, response) => {
    let text = "";
    request.on("data", (chunk) => (text += chunk));
    request.on("end", () => {
      comments.push({
        path: request.url ?? "",
        authorization: request.headers.authorization ?? "",
        body: JSON.parse(text),
      });
      response.writeHead(201, { "content-type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((resolve) => github.listen(0, "127.0.0.1", resolve));
  githubUrl = `http://127.0.0.1:${(github.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await site?.close();
  await new Promise((resolve) => github?.close(resolve));
  await rm(workDir, { recursive: true, force: true });
});

describe("the GitHub Action's script", () => {
  it("audits the preview, holds it to the budget and comments the diff on the pull request", {
    timeout: 120_000,
  }, async () => {
    const args = [
      `--resolve site.test:${site.port}:127.0.0.1 --resolve www.site.test:${site.port}:127.0.0.1`,
      "--allow-private --no-lighthouse --render-pages 0",
    ].join(" ");
    const url = `http://site.test:${site.port}/`;
    const baseDir = await mkdtemp(join(workDir, "base-"));
    const base = await runAction({ url, args, "max-pages": "8", "output-dir": baseDir, "github-token": "" });
    expect(base.code).toBe(0);
    // The base branch scored higher: the preview must show up as worse.
    const baseline = JSON.parse(await readFile(join(baseDir, "sitelens-scan.json"), "utf8"));
    baseline.scores.overall = Math.min(100, baseline.scores.overall + 5);
    const baselineFile = join(workDir, "baseline.json");
    await writeFile(baselineFile, JSON.stringify(baseline));
    const budget = join(workDir, "budget.json");
    await writeFile(budget, JSON.stringify({ overall: 100 }));
    const event = join(workDir, "event.json");
    await writeFile(event, JSON.stringify({ pull_request: { number: 42 } }));
    const output = join(workDir, "github-output");
    const preview = await runAction(
      {
        url,
        args,
        "max-pages": "8",
        "output-dir": workDir,
        budget,
        baseline: baselineFile,
        "github-token": "ghs_test",
      },
      {
        GITHUB_EVENT_PATH: event,
        GITHUB_REPOSITORY: "acme/site",
        GITHUB_API_URL: githubUrl,
        GITHUB_OUTPUT: output,
      },
    );
    expect(preview.code).toBe(4);
    expect(preview.stderr).toContain("budget not met: overall score");
    expect(comments).toHaveLength(1);
    expect(comments[0]!.path).toBe("/repos/acme/site/issues/42/comments");
    expect(comments[0]!.authorization).toBe("Bearer ghs_test");
    expect(comments[0]!.body.body).toContain("❌ The budget is not met.");
    expect(comments[0]!.body.body).toMatch(/overall\s+\d+ →\s+\d+\s+\(-\d+\)/);
    expect(await readFile(join(workDir, "sitelens-junit.xml"), "utf8")).toContain('<testsuite name="budget"');
    expect(await readFile(output, "utf8")).toContain("exit-code=4");
  });
});
