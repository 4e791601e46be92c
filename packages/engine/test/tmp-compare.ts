import { readFileSync } from "node:fs";
import { runScan } from "../src/run/run-scan";
import { realPages, SHARED_AUDITS, serveRealPages } from "./fixtures/real-pages/serve-real-pages";
const recorded = new Map<string, Record<string, number | null>>();
for (const line of readFileSync("/tmp/x/lh-record.log", "utf8").split("\n")) {
  const m = line.match(/^\d+\/\d+ (\S+) (\{.*\})$/);
  if (m) recorded.set(m[1]!, JSON.parse(m[2]!));
}
const server = await serveRealPages();
let compared = 0;
const bad: string[] = [];
for (const page of realPages.filter((p) => p.split === "development" && recorded.has(p.id))) {
  const url = `${server.origin}/${page.id}.html`;
  const result = await runScan({ url, options: { lighthouse: false, allowPrivateNetworks: true, maxPages: 1 } });
  const failing = new Set(result.pages.find((e) => e.url === url)?.failingAudits ?? []);
  if ((result.audits.find((a) => a.id === "robots-txt")?.score ?? 1) < 0.9) failing.add("robots-txt");
  for (const id of SHARED_AUDITS) {
    compared++;
    const lh = recorded.get(page.id)![id] === 0;
    if (lh !== failing.has(id)) {
      const a = result.audits.find((x) => x.id === id);
      bad.push(`${page.id} ${id}: LH ${lh ? "fails" : "passes"} ${JSON.stringify(a?.details.slice(0, 2))}`);
    }
  }
}
console.log(`${compared - bad.length}/${compared}`);
for (const b of bad) console.log(b.slice(0, 400));
await server.close();
