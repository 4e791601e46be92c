// Compiles the CLI to one ES module so `sitelens` starts without a TypeScript loader. Our own shared
// package is bundled in (it is not published); every npm dependency stays external and is installed.
import { readFile } from "node:fs/promises";
import { build } from "esbuild";

const manifest = JSON.parse(await readFile(new URL("../package.json", import.meta.url), "utf8"));
const outfile = new URL("../dist/cli.mjs", import.meta.url).pathname;

await build({
  entryPoints: [new URL("../src/cli/main.ts", import.meta.url).pathname],
  outfile,
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  external: Object.keys(manifest.dependencies ?? {}),
  legalComments: "none",
  logLevel: "warning",
});
