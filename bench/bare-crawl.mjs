// The bare loop as a whole process, the baseline for timing the compiled CLI from outside:
// `node bench/bare-crawl.mjs http://127.0.0.1:PORT [pages=1000] [concurrency=4]`
// against a synthetic site started with `node --import tsx bench/support/serve-synthetic-site.ts 1000`.
import { bareLoop } from "./support/bare-loop.mjs";

const [origin, pages = "1000", concurrency = "4"] = process.argv.slice(2);
if (!origin) throw new Error("usage: node bench/bare-crawl.mjs <origin> [pages] [concurrency]");
const handled = await bareLoop(origin, Number(pages), Number(concurrency));
process.stdout.write(`${handled} pages\n`);
