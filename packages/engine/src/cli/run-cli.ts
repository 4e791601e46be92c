import { writeFile } from "node:fs/promises";
import type { ScanResult } from "@sitelens/shared/scan-result";
import { runScan } from "../run/run-scan";
import { ScanError } from "../run/scan-error";
import { createProgressPrinter } from "./create-progress-printer";
import { formatSummary } from "./format-summary";
import { HELP, parseCliArgs, USAGE, UsageError } from "./parse-cli-args";

export const EXIT = { ok: 0, cannotAnalyse: 1, usage: 2, cannotWrite: 3, interrupted: 130 } as const;

interface CliIo {
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream & { isTTY?: boolean };
  env: Record<string, string | undefined>;
  signal?: AbortSignal;
}

/** `sitelens audit <url>`: returns the exit code; 0 for any completed scan, whatever its scores. */
export async function runCli(argv: string[], io: CliIo): Promise<number> {
  let parsed: ReturnType<typeof parseCliArgs>;
  try {
    parsed = parseCliArgs(argv);
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
    if (io.signal?.aborted) {
      io.stderr.write("sitelens: stopped before the scan finished\n");
      return EXIT.interrupted;
    }
    const reason =
      error instanceof ScanError
        ? `${error.message} [${error.code}]`
        : `unexpected error: ${(error as Error).message}`;
    io.stderr.write(`sitelens: cannot analyse ${command.url}: ${reason}\n`);
    return EXIT.cannotAnalyse;
  }
  // Serialised only when asked for: a large site's result takes a while to write out, and the summary reads none of it.
  const json = command.json || command.out ? `${JSON.stringify(result, null, 2)}\n` : "";
  io.stdout.write(command.json ? json : formatSummary(result, command.lang));
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
  return EXIT.ok;
}
