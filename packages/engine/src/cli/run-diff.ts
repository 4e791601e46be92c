import { readFile } from "node:fs/promises";
import { type ScanResult, scanResultSchema } from "@sitelens/shared/scan-result";
import { diffScans, formatDiff } from "./diff-scans";

interface DiffIo {
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream;
}

async function readScan(file: string): Promise<ScanResult> {
  return scanResultSchema.parse(JSON.parse(await readFile(file, "utf8")));
}

/**
 * `sitelens diff before.json after.json [--json]`: 0 when nothing got worse, 4 when an audit newly
 * fails or a score dropped (so a pipeline can gate on it), 2 for bad usage or unreadable files.
 */
export async function runDiff(argv: string[], io: DiffIo): Promise<number> {
  const json = argv.includes("--json");
  const files = argv.filter((arg) => arg !== "--json");
  if (files.length !== 2 || files.some((file) => file.startsWith("-"))) {
    io.stderr.write(
      "sitelens: diff needs two ScanResult JSON files: sitelens diff before.json after.json [--json]\n",
    );
    return 2;
  }
  let scans: [ScanResult, ScanResult];
  try {
    scans = [await readScan(files[0]!), await readScan(files[1]!)];
  } catch (error) {
    io.stderr.write(`sitelens: cannot read the ScanResults: ${(error as Error).message.split("\n")[0]}\n`);
    return 2;
  }
  const diff = diffScans(...scans);
  io.stdout.write(json ? `${JSON.stringify(diff, null, 2)}\n` : formatDiff(diff));
  const worse = diff.regressed.length > 0 || diff.scores.some((score) => (score.change ?? 0) < 0);
  return worse ? 4 : 0;
}
