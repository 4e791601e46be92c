// Browser tests drive Debian's Chromium (never a downloaded browser); PDF tests read text with
// pdftotext. Installs the Debian packages when running as root, otherwise says what to run.
import { execFileSync } from "node:child_process";
import fs from "node:fs";

const needed = [
  { file: "/usr/bin/chromium", pkg: "chromium" },
  { file: "/usr/bin/pdftotext", pkg: "poppler-utils" },
  { file: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", pkg: "fonts-dejavu-core" },
];
const missing = needed.filter(({ file }) => !fs.existsSync(file)).map(({ pkg }) => pkg);
if (missing.length === 0) process.exit(0);

const command = `apt-get update && apt-get install -y ${missing.join(" ")}`;
if (process.getuid?.() !== 0) {
  console.error(
    `Browser tests need Debian packages that are missing: ${missing.join(", ")}.\nRun: sudo sh -c '${command}'`,
  );
  process.exit(1);
}
console.log(`Installing ${missing.join(", ")} from Debian…`);
execFileSync("sh", ["-c", command], {
  stdio: "inherit",
  env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
});
