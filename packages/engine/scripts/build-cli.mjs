// Compiles the CLI to one ES module so `sitelens` starts without a TypeScript loader. The npm dependencies it
// needs for every audit are bundled in too: resolving and compiling undici's, tldts' and htmlparser2's hundreds
// of files took 0.2 s of every start (0.55 s against 0.35 s, docs/performance.md). Lighthouse and the browser
// libraries stay external: they are large, loaded only when speed or rendering runs, and read files of their own.
import { build } from "esbuild";

const outfile = new URL("../dist/cli.mjs", import.meta.url).pathname;
const undiciCore = new URL("./undici-core.cjs", import.meta.url).pathname;

/** `import … from "undici"` gets the HTTP client alone (undici-core.cjs says why); deep imports stay as they are. */
const undiciClientOnly = {
  name: "undici-client-only",
  setup(build) {
    build.onResolve({ filter: /^undici$/ }, () => ({ path: undiciCore }));
  },
};
const LAZY_EXTERNALS = ["lighthouse", "chrome-launcher", "puppeteer-core"];

await build({
  entryPoints: [new URL("../src/cli/main.ts", import.meta.url).pathname],
  outfile,
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  external: LAZY_EXTERNALS,
  plugins: [undiciClientOnly],
  // Bundled CommonJS (undici) calls require() for Node's own modules; an ES module has none unless given one.
  banner: {
    js: 'import { createRequire as __sitelensRequire } from "node:module"; const require = __sitelensRequire(import.meta.url);',
  },
  // Bundled packages' licence notices go to dist/cli.mjs.LEGAL.txt, shipped with the tarball.
  legalComments: "linked",
  logLevel: "warning",
});
