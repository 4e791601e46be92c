// Copies the real-page corpus (issue #19) from documentation and test data installed on this machine into
// test/fixtures/real-pages/: published pages as shipped (Node.js API docs, npm CLI docs, Rust docs, Valgrind,
// libxslt, libffi, socat, gtk-doc), and the legacy-charset pages of Mozilla's and Chromium's charset tests
// (shipped with chardet). About a third, chosen by a hash of the id, is the holdout set.
import { createHash } from "node:crypto";
import { copyFileSync, existsSync, mkdirSync, statSync, writeFileSync } from "node:fs";
import { basename } from "node:path";

const RUST = "/root/.rustup/toolchains/stable-x86_64-unknown-linux-gnu/share/doc/rust/html";
const CHARDET = "/usr/lib/google-cloud-sdk/platform/gsutil/third_party/chardet/tests";
const NPM = "/usr/lib/node_modules/npm/docs/output";
const groups = {
  nodejs: {
    published: "https://nodejs.org/docs/latest-v20.x/api/",
    files: [
      "index",
      "policy",
      "synopsis",
      "corepack",
      "documentation",
      "embedding",
      "punycode",
      "string_decoder",
      "querystring",
      "debugger",
      "wasi",
      "intl",
      "tty",
      "tracing",
      "domain",
      "path",
      "timers",
      "console",
    ].map((name) => `/usr/share/doc/nodejs/api/${name}.html`),
  },
  npm: {
    published: "https://docs.npmjs.com/",
    files: [
      "configuring-npm/npm-global",
      "configuring-npm/folders",
      "configuring-npm/install",
      "configuring-npm/npmrc",
      "using-npm/scripts",
      "using-npm/workspaces",
      "using-npm/registry",
      "using-npm/orgs",
      "commands/npm-install",
      "commands/npm-ci",
      "commands/npm-pack",
      "commands/npm-view",
      "commands/npm-audit",
      "commands/npx",
    ].map((name) => `${NPM}/${name}.html`),
  },
  rust: {
    published: "https://doc.rust-lang.org/stable/",
    files: [
      "index",
      "not_found",
      "error-index",
      "rustc/index",
      "rustc/what-is-rustc",
      "rustdoc/index",
      "book/ch01-01-installation",
      "book/ch03-02-data-types",
      "edition-guide/index",
      "reference/introduction",
      "cargo/index",
      "std/keyword.match",
      "std/primitive.bool",
      "error_codes/E0001",
    ].map((name) => `${RUST}/${name}.html`),
  },
  valgrind: {
    published: "https://valgrind.org/docs/manual/",
    files: [
      "FAQ",
      "QuickStart",
      "cl-format",
      "dist.authors",
      "dist.readme-mips",
      "licenses",
      "manual-intro",
      "index",
    ].map((name) => `/usr/share/doc/valgrind/html/${name}.html`),
  },
  libxslt: {
    published: "http://xmlsoft.org/XSLT/",
    files: ["index", "intro", "bugs", "help", "news", "python", "xsltproc2", "FAQ", "contribs"].map(
      (name) => `/usr/share/doc/libxslt1-dev/html/${name}.html`,
    ),
  },
  libffi: {
    published: "https://sourceware.org/libffi/",
    files: [
      "index",
      "Introduction",
      "Simple-Example",
      "Thread-Safety",
      "Memory-Usage",
      "Missing-Features",
    ].map((name) => `/usr/share/doc/libffi8/html/${name}.html`),
  },
  misc: {
    published: "Debian package documentation",
    files: [
      "/usr/share/doc/socat/index.html",
      "/usr/share/doc/socat/socat-multicast.html",
      "/usr/share/doc/socat/socat-tun.html",
      "/usr/share/gtk-doc/html/libtasn1/index.html",
      "/usr/share/gtk-doc/html/libtasn1/ch01.html",
      "/usr/share/doc/libexpat1-dev/expat.html/index.html",
      "/usr/share/doc/bzip2/manual.html",
      "/usr/share/doc/ninja-build/manual.html",
      "/usr/share/doc/fontconfig/fontconfig-user.html",
      "/usr/lib/rabbitmq/lib/rabbitmq_server-3.10.8/plugins/rabbitmq_web_stomp_examples-3.10.8/priv/echo.html",
      "/usr/lib/rabbitmq/lib/rabbitmq_server-3.10.8/plugins/rabbitmq_web_stomp_examples-3.10.8/priv/index.html",
      "/usr/share/chromium/initial_bookmarks.html",
    ],
  },
  charset: {
    published: "Mozilla and Chromium charset-detection test pages (chardet test data)",
    files: [
      "TIS-620/_mozilla_bug488426_text",
      "iso-8859-7-greek/_chromium_ISO-8859-7_with_no_encoding_specified",
      "windows-1251-russian/_chromium_windows-1251_with_no_encoding_specified",
      "windows-1252/_mozilla_bug421271_text",
      "UTF-16LE/plane1-utf-16le",
      "EUC-JP/_mozilla_bug620106_text",
      "EUC-JP/_mozilla_bug426271_text-euc-jp",
      "ascii/_mozilla_bug638318_text",
      "GB2312/_mozilla_bug171813_text",
      "windows-1254-turkish/_chromium_windows-1254_with_no_encoding_specified",
      "utf-8/_mozilla_bug306272_text",
      "SHIFT_JIS/_chromium_Shift-JIS_with_no_encoding_specified",
      "EUC-KR/_mozilla_bug9357_text",
      "KOI8-R/_chromium_KOI8-R_with_no_encoding_specified",
      "Big5/_chromium_Big5_with_no_encoding_specified",
    ].map((name) => `${CHARDET}/${name}.html`),
  },
};

const out = new URL("../../test/fixtures/real-pages/", import.meta.url).pathname;
mkdirSync(`${out}pages`, { recursive: true });
const manifest = [];
for (const [group, { published, files }] of Object.entries(groups)) {
  for (const source of files) {
    if (!existsSync(source) || !statSync(source).isFile()) {
      console.warn(`missing: ${source}`);
      continue;
    }
    const id = `${group}--${source
      .split("/")
      .slice(-2)
      .join("-")
      .replace(/\.html$/, "")
      .replace(/[^A-Za-z0-9._-]/g, "_")}`;
    copyFileSync(source, `${out}pages/${id}.html`);
    const holdout = Number.parseInt(createHash("sha1").update(id).digest("hex").slice(0, 2), 16) < 86;
    manifest.push({
      id,
      source,
      published,
      file: basename(source),
      split: holdout ? "holdout" : "development",
    });
  }
}
writeFileSync(`${out}manifest.json`, `${JSON.stringify(manifest, null, 2)}\n`);
console.log(
  `${manifest.length} pages, ${manifest.filter((page) => page.split === "holdout").length} in the holdout set`,
);
