import { parseHtmlFacts } from "../packages/engine/src/gatherers/page/parse-html-facts";

const port = Number(process.argv[2]);
const pages: string[] = [];
for (let i = 0; i < 1000; i++) pages.push(await (await fetch(`http://127.0.0.1:${port}/p/${i}`)).text());
const times: number[] = [];
for (let round = 0; round < 8; round++) {
  const t = performance.now();
  for (let i = 0; i < pages.length; i++) parseHtmlFacts(pages[i]!, `http://bench.test:${port}/p/${i}`);
  times.push(((performance.now() - t) / pages.length) * 1000);
}
console.log(times.map((x) => x.toFixed(0)).join(" "), "µs/page; best", Math.min(...times).toFixed(0));
