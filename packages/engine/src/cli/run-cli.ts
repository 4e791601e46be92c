import { readFile, writeFile } from "node:fs/promises";
import type { ScanResult } from "@sitelens/shared/scan-result";
import { runScan } from "../run/run-scan";
import { ScanError } from "../run/scan-error";
import { type Budget, type BudgetCheck, budgetSchema, checkBudget } from "./check-budget";
import { createProgressPrinter } from "./create-progress-printer";
import { formatJunit } from "./format-junit";
import { formatSarif } from "./format-sarif";
import { formatSummary } from "./format-summary";
import { HELP, type Language, type OutputFormat, parseCliArgs, USAGE, UsageError } from "./parse-cli-args";
import { runDiff } from "./run-diff";

/** Reported as the SARIF tool version. */
const CLI_VERSION = "0.1.0";

export const EXIT = {
  ok: 0,
  cannotAnalyse: 1,
  usage: 2,
  cannotWrite: 3,
  /** The scan is complete but misses its --budget (or a diff found something worse). */
  budgetFailed: 4,
  interrupted: 130,
} as const;

interface CliIo {
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream & { isTTY?: boolean };
  env: Record<string, string | undefined>;
  signal?: AbortSignal;
}

/** Reads and checks --budget before the scan, so a typo fails in a second rather than after the crawl. */
async function readBudget(file: string): Promise<Budget> {
  try {
    return budgetSchema.parse(JSON.parse(await readFile(file, "utf8")));
  } catch (error) {
    throw new UsageError(`--budget ${file}: ${(error as Error).message.split("\n")[0]}`);
  }
}

/**
 * `sitelens audit <url>`: returns the exit code; 0 for any completed scan, whatever its scores, unless
 * a --budget is not met (4). `sitelens diff` is run-diff.ts.
 */
export async function runCli(argv: string[], io: CliIo): Promise<number> {
  if (argv[0] === "diff") return runDiff(argv.slice(1), io);
  let parsed: ReturnType<typeof parseCliArgs>;
  let budget: Budget | null = null;
  try {
    parsed = parseCliArgs(argv);
    if (parsed !== HELP && parsed.budget) budget = await readBudget(parsed.budget);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.stderr.write(`sitelens: ${error.message}\n\n${USAGE}\n`);
    return EXIT.usage;
  }
  if (parsed === HELP) {
    io.stdout.write(`${USAGE}\n`);
    return EXIT.ok;
  }
  const command = parsed;
  let result: ScanResult;
  try {
    result = await runScan({
      url: command.url,
      options: { ...command.options, pagespeedApiKey: io.env.PAGESPEED_API_KEY || undefined },
      onProgress: createProgressPrinter(io.stderr),
      signal: io.signal,
    });
  } catch (error) {
    if (io.signal?.aborted) return interrupted(io);
    const reason =
      error instanceof ScanError
        ? `${error.message} [${error.code}]`
        : `unexpected error: ${(error as Error).message}`;
    io.stderr.write(`sitelens: cannot analyse ${command.url}: ${reason}\n`);
    return EXIT.cannotAnalyse;
  }
  // A stage that ends early on the abort may still hand back a result: Ctrl-C never prints one as if complete.
  if (io.signal?.aborted) return interrupted(io);
  // Serialised only when asked for: a large site's result takes a while to write out, and the summary reads none of it.
  const json = command.json || command.out ? `${JSON.stringify(result, null, 2)}\n` : "";
  const checks = budget ? checkBudget(result, budget) : null;
  io.stdout.write(formatOutput(command.format, result, json, checks, command.lang));
  const missed = checks?.filter((check) => !check.passed) ?? [];
  for (const check of missed) io.stderr.write(`sitelens: budget not met: ${check.message}\n`);
  if (command.out) {
    try {
      await writeFile(command.out, json);
    } catch (error) {
      io.stderr.write(
        `sitelens: the scan finished but ${command.out} could not be written: ${(error as Error).message}\n`,
      );
      return EXIT.cannotWrite;
    }
  }
  return missed.length > 0 ? EXIT.budgetFailed : EXIT.ok;
}

function interrupted(io: CliIo): number {
  io.stderr.write("sitelens: stopped before the scan finished\n");
  return EXIT.interrupted;
}

function formatOutput(
  format: OutputFormat,
  result: ScanResult,
  json: string,
  checks: BudgetCheck[] | null,
  lang: Language,
): string {
  if (format === "json") return json;
  if (format === "junit") return formatJunit(result, checks);
  if (format === "sarif") return formatSarif(result, CLI_VERSION);
  return formatSummary(result, lang);
}
