#!/usr/bin/env node
// Runs the compiled CLI (dist/, built by `npm install` through the root's prepare script, or by `npm pack`).
// A committed wrapper keeps the `sitelens` link valid even before the first build.
try {
  await import("../dist/cli.mjs");
} catch (error) {
  if (error?.code !== "ERR_MODULE_NOT_FOUND" || !String(error.message).includes("dist/cli.mjs")) throw error;
  console.error("sitelens: the CLI is not built yet; run `npm run build -w @sitelens/engine`.");
  process.exitCode = 1;
}
