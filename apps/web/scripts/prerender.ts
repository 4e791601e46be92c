import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "vite";
import { AUDITS } from "../../../packages/engine/src/audits/registry";
import { SOCIAL_LINKS } from "../src/config/social-links";
import { buildHead, safeJson } from "../src/features/marketing/seo/build-head";
import { readPrerenderData } from "./prerender-data";
import { listPublicPages } from "./public-pages";
import { buildLlmsTxt, buildRobotsTxt, buildSitemap } from "./site-files";

const WEB_DIR = fileURLToPath(new URL("..", import.meta.url));
const SSR_DIR = fileURLToPath(new URL("../../../node_modules/.cache/sitelens-prerender", import.meta.url));
const SHELL = "_shell.html";
const DATA_ID = "sitelens-data";

type RenderPage = typeof import("../src/features/marketing/prerender/render-page");

/** Builds the server entry of the pre-renderer (the same routes and components the browser runs). */
export async function buildRenderer(): Promise<void> {
  await build({
    configFile: path.join(WEB_DIR, "vite.config.ts"),
    root: WEB_DIR,
    logLevel: "warn",
    build: {
      ssr: "src/features/marketing/prerender/render-page.tsx",
      outDir: SSR_DIR,
      emptyOutDir: true,
      rolldownOptions: { output: { codeSplitting: false } },
    },
  });
}

/**
 * Writes every public page as static HTML (plus robots.txt, sitemap.xml and llms.txt) into
 * outDir, starting from the client build in clientDir. The SPA shell moves to _shell.html
 * because "/" is itself a pre-rendered page.
 */
export async function prerenderSite(options: {
  clientDir: string;
  outDir: string;
  origin: string;
  verification?: Record<string, string>;
}) {
  const { clientDir, outDir } = options;
  const origin = options.origin.replace(/\/$/, "");
  if (path.resolve(clientDir) !== path.resolve(outDir)) fs.cpSync(clientDir, outDir, { recursive: true });
  const shellPath = path.join(outDir, SHELL);
  if (!fs.existsSync(shellPath)) fs.renameSync(path.join(outDir, "index.html"), shellPath);
  const template = fs.readFileSync(shellPath, "utf8");
  const renderer = (await import(pathToFileURL(path.join(SSR_DIR, "render-page.js")).href)) as RenderPage;
  const data = readPrerenderData();
  const pages = listPublicPages(data);
  for (const page of pages) {
    const queries = page.queries(renderer.marketingKeys);
    const result = await renderer.renderPage({ origin, path: page.path, language: page.language, queries });
    if (!result.seo) throw new Error(`${page.path} declared no title and description (usePageSeo)`);
    const head = buildHead({
      seo: result.seo,
      origin,
      path: page.path,
      language: page.language,
      alternates: result.seo.alternates ?? page.alternates,
      socialLinks: SOCIAL_LINKS.map((link) => link.href),
      verification: options.verification ?? {},
    });
    const html = template
      .replace('<html lang="tr">', `<html lang="${page.language}">`)
      .replace("<title>Sitelens</title>", head)
      .replace(
        '<div id="root"></div>',
        `<div id="root">${result.html}</div>\n    <script type="application/json" id="${DATA_ID}">${safeJson(result.state)}</script>`,
      );
    const file = path.join(outDir, page.path === "/" ? "" : page.path, "index.html");
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, html);
  }
  const today = new Date().toISOString();
  fs.writeFileSync(path.join(outDir, "robots.txt"), buildRobotsTxt(origin));
  fs.writeFileSync(path.join(outDir, "sitemap.xml"), buildSitemap(origin, pages, today));
  fs.writeFileSync(path.join(outDir, "llms.txt"), buildLlmsTxt(origin, data, AUDITS.length));
  return { pages: pages.length };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const clientDir = path.join(WEB_DIR, "dist");
  // The public origin is part of every canonical and sitemap URL, so it is fixed at build time.
  const origin = process.env.PUBLIC_URL ?? "https://sitelens.app";
  await buildRenderer();
  const verification = Object.fromEntries(
    Object.entries({
      "google-site-verification": process.env.GOOGLE_SITE_VERIFICATION,
      "msvalidate.01": process.env.BING_SITE_VERIFICATION,
      "yandex-verification": process.env.YANDEX_VERIFICATION,
    }).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
  const { pages } = await prerenderSite({ clientDir, outDir: clientDir, origin, verification });
  console.log(`pre-rendered ${pages} pages for ${origin}`);
  // Modules loaded by the Vite config (the engine's audit list) keep handles open; the work is done.
  process.exit(0);
}
