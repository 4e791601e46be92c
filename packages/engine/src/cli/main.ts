import { runCli } from "./run-cli";

const controller = new AbortController();
process.once("SIGINT", () => controller.abort());

// exitCode rather than exit(): stdout may be a pipe still flushing a large JSON result.
process.exitCode = await runCli(process.argv.slice(2), {
  stdout: process.stdout,
  stderr: process.stderr,
  env: process.env,
  signal: controller.signal,
});
