// The GitHub Action's step (action.yml): audits the preview URL with the compiled CLI, writes JUnit and SARIF
// for the CI's test and code-scanning views, compares with a baseline ScanResult when one is given, and posts
// the comparison as a pull-request comment. Plain Node, no dependencies: it runs right after the CLI's build.
import { execFile } from "node:child_process";
import { appendFile, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";

// biome-ignore lint/style/noProcessEnv: GitHub hands an action its inputs and context only through the environment.
const env = process.env;
const CLI = new URL("../dist/cli.mjs", import.meta.url).pathname;
const input = (name) => env[`INPUT_${name.replace(/-/g, "_").toUpperCase()}`]?.trim() ?? "";

function sitelens(args) {
  return new Promise((resolve) => {
    execFile(process.execPath, [CLI, ...args], { maxBuffer: 256 * 1024 * 1024 }, (error, stdout, stderr) => {
      process.stderr.write(stderr);
      resolve({ code: error ? (typeof error.code === "number" ? error.code : 1) : 0, stdout });
    });
  });
}

/** The pull request this run belongs to, from the event GitHub wrote for it; null on a push. */
async function pullRequestNumber() {
  if (!env.GITHUB_EVENT_PATH) return null;
  const event = JSON.parse(await readFile(env.GITHUB_EVENT_PATH, "utf8"));
  return event.pull_request?.number ?? null;
}

async function comment(body) {
  const number = await pullRequestNumber();
  const token = input("github-token");
  if (!number || !token || !env.GITHUB_REPOSITORY) return false;
  const api = env.GITHUB_API_URL ?? "https://api.github.com";
  const response = await fetch(`${api}/repos/${env.GITHUB_REPOSITORY}/issues/${number}/comments`, {
    method: "POST",
    headers: {
      authorization: `Bearer ${token}`,
      accept: "application/vnd.github+json",
      "content-type": "application/json",
    },
    body: JSON.stringify({ body }),
  });
  if (!response.ok) process.stderr.write(`sitelens: the comment was not posted (HTTP ${response.status})\n`);
  return response.ok;
}

const url = input("url");
if (!url) {
  process.stderr.write("sitelens: the action needs a url input\n");
  process.exit(2);
}
const outDir = input("output-dir") || ".";
const scanFile = join(outDir, "sitelens-scan.json");
const common = [
  url,
  "--max-pages",
  input("max-pages") || "50",
  ...input("args").split(/\s+/).filter(Boolean),
];
const budget = input("budget");
const audit = await sitelens([
  "audit",
  ...common,
  "--format",
  "junit",
  "--out",
  scanFile,
  ...(budget ? ["--budget", budget] : []),
]);
if (audit.code !== 0 && audit.code !== 4) process.exit(audit.code);
await writeFile(join(outDir, "sitelens-junit.xml"), audit.stdout);
// The CLI prints one format per run, so SARIF costs a second audit: only when asked for.
if (input("sarif") === "true") {
  const sarif = await sitelens(["audit", ...common, "--format", "sarif"]);
  if (sarif.code === 0) await writeFile(join(outDir, "sitelens.sarif"), sarif.stdout);
}
const lines = [
  `### Sitelens audit of ${url}`,
  "",
  audit.code === 4 ? "❌ The budget is not met." : "✅ Budget met.",
];
const baseline = input("baseline");
if (baseline) {
  const diff = await sitelens(["diff", baseline, scanFile]);
  lines.push("", "```", diff.stdout.trimEnd(), "```");
}
const body = `${lines.join("\n")}\n`;
await writeFile(join(outDir, "sitelens-comment.md"), body);
if (env.GITHUB_STEP_SUMMARY) await appendFile(env.GITHUB_STEP_SUMMARY, body);
await comment(body);
if (env.GITHUB_OUTPUT) await appendFile(env.GITHUB_OUTPUT, `scan=${scanFile}\nexit-code=${audit.code}\n`);
process.exitCode = audit.code;
