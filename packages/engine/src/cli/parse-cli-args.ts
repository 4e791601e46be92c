import { parseArgs } from "node:util";
import type { CrawlOptions } from "../crawl/types";
import { defaultScanOptions, type ScanOptions } from "../run/scan-options";

export type Language = "tr" | "en";

export interface AuditCommand {
  url: string;
  options: Partial<CrawlOptions> & { lighthouse: boolean; render?: ScanOptions["render"] };
  json: boolean;
  /** What goes to stdout: the summary, the ScanResult, JUnit XML or SARIF. */
  format: OutputFormat;
  /** A budget file to hold the scan to (exit code 4 when it is not met). */
  budget: string | null;
  out: string | null;
  lang: Language;
}

export const OUTPUT_FORMATS = ["summary", "json", "junit", "sarif"] as const;
export type OutputFormat = (typeof OUTPUT_FORMATS)[number];

/** `sitelens --help`, `-h` or `help`: the usage text on stdout and exit 0, as CLIs conventionally do. */
export const HELP = "help";

export const USAGE = `Usage: sitelens audit <url> [options]
       sitelens diff <before.json> <after.json> [--json]

  --max-pages N        pages to crawl (default 200)
  --concurrency N      parallel requests per host (default 4)
  --delay ms           pause between requests to one host (default 0)
  --json               print the ScanResult as JSON instead of a summary
  --format F           summary, json, junit (JUnit XML) or sarif (SARIF 2.1.0)
  --budget file.json   minimum scores, audits that must pass, maximum issues by severity;
                       exit code 4 when the scan does not meet it
  --out file.json      also write the ScanResult as JSON to a file
  --lang tr|en         language of the summary (default en)
  --no-lighthouse      skip Lighthouse page-speed runs
  --render-pages N     client-rendered pages to render in Chromium (default 10, 0 = off)
  --resolve host:port:addr   connect to addr for host:port, like curl (repeatable)
  --allow-private      allow private and loopback addresses (tests, staging)
  -h, --help           print this help

PAGESPEED_API_KEY in the environment switches page speed to the PageSpeed Insights API.`;

export class UsageError extends Error {}

function positiveInteger(name: string, value: string | undefined, min: number): number | undefined {
  if (value === undefined) return undefined;
  const number = Number(value);
  if (!Number.isInteger(number) || number < min)
    throw new UsageError(`--${name} needs a whole number ≥ ${min}, got "${value}"`);
  return number;
}

/** "host:port:address" (address may be IPv6, bracketed or not) into the resolve map. */
function parseResolve(entries: string[]): Record<string, string> {
  const resolve: Record<string, string> = {};
  for (const entry of entries) {
    const match = entry.match(/^([^:]+):(\d+):\[?([^\]]+)\]?$/);
    if (!match) throw new UsageError(`--resolve needs host:port:address, got "${entry}"`);
    resolve[`${match[1]!.toLowerCase()}:${match[2]}`] = match[3]!;
  }
  return resolve;
}

function readArgs(argv: string[]) {
  try {
    return parseArgs({
      args: argv,
      allowPositionals: true,
      allowNegative: true,
      options: {
        "max-pages": { type: "string" },
        concurrency: { type: "string" },
        delay: { type: "string" },
        json: { type: "boolean", default: false },
        format: { type: "string" },
        budget: { type: "string" },
        out: { type: "string" },
        lang: { type: "string", default: "en" },
        lighthouse: { type: "boolean", default: true },
        "render-pages": { type: "string" },
        resolve: { type: "string", multiple: true, default: [] },
        "allow-private": { type: "boolean", default: false },
        help: { type: "boolean", short: "h", default: false },
      },
    });
  } catch (error) {
    // parseArgs names the bad option in its message; keep that, drop its error type.
    throw new UsageError((error as Error).message);
  }
}

/** Reads `audit <url> [options]` or a request for help; throws UsageError with a one-line reason for anything else. */
export function parseCliArgs(argv: string[]): AuditCommand | typeof HELP {
  const { values, positionals } = readArgs(argv);
  const [command, url, ...rest] = positionals;
  if (values.help || command === HELP) return HELP;
  if (command !== "audit") throw new UsageError(command ? `Unknown command "${command}"` : "Missing command");
  if (!url || rest.length > 0) throw new UsageError("audit needs exactly one URL");
  if (values.lang !== "tr" && values.lang !== "en")
    throw new UsageError(`--lang must be tr or en, got "${values.lang}"`);
  const format = values.format ?? (values.json ? "json" : "summary");
  if (!(OUTPUT_FORMATS as readonly string[]).includes(format))
    throw new UsageError(`--format must be one of ${OUTPUT_FORMATS.join(", ")}, got "${format}"`);
  const options: AuditCommand["options"] = {
    lighthouse: values.lighthouse,
    resolve: parseResolve(values.resolve),
    allowPrivateNetworks: values["allow-private"],
  };
  const maxPages = positiveInteger("max-pages", values["max-pages"], 1);
  const concurrency = positiveInteger("concurrency", values.concurrency, 1);
  const delayMs = positiveInteger("delay", values.delay, 0);
  if (maxPages !== undefined) options.maxPages = maxPages;
  if (concurrency !== undefined) options.concurrency = concurrency;
  if (delayMs !== undefined) options.delayMs = delayMs;
  const renderPages = positiveInteger("render-pages", values["render-pages"], 0);
  if (renderPages !== undefined) options.render = { ...defaultScanOptions.render, pages: renderPages };
  return {
    url: /^https?:\/\//i.test(url) ? url : `https://${url}`,
    options,
    json: format === "json",
    format: format as OutputFormat,
    budget: values.budget ?? null,
    out: values.out ?? null,
    lang: values.lang,
  };
}
