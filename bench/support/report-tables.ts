import type { Measurement } from "./measure";

export interface MemoryResult {
  kind: string;
  pages: number;
  peakRssMb: number;
}

const percent = (ratio: number) => `${(ratio * 100).toFixed(0)} %`;

/** Best of the rounds: the least disturbed run on a machine shared with other work. */
export function best(runs: Measurement[]): Measurement {
  return runs.reduce((a, b) => (b.pagesPerSecond > a.pagesPerSecond ? b : a));
}

export function throughputTable(results: Measurement[], bare: Measurement): string {
  const lines = [
    "| loop | pages | pages/s | CPU ms/page | throughput vs bare | CPU per page vs bare |",
    "|---|---|---|---|---|---|",
  ];
  for (const result of results) {
    const throughput = percent(result.pagesPerSecond / bare.pagesPerSecond);
    const cpu = percent(bare.cpuMsPerPage / result.cpuMsPerPage);
    lines.push(
      `| ${result.label} | ${result.pages} | ${result.pagesPerSecond.toFixed(1)} | ${result.cpuMsPerPage.toFixed(2)} | ${throughput} | ${cpu} |`,
    );
  }
  return lines.join("\n");
}

export function memoryTable(results: MemoryResult[]): string {
  const lines = ["| run | pages | peak RSS MB |", "|---|---|---|"];
  for (const result of results)
    lines.push(`| ${result.kind} | ${result.pages} | ${result.peakRssMb.toFixed(0)} |`);
  for (const kind of new Set(results.map((result) => result.kind))) {
    const runs = results.filter((result) => result.kind === kind);
    const first = runs[0];
    const last = runs.at(-1);
    if (first && last && first !== last) {
      lines.push(
        `| ${kind} ${last.pages} / ${first.pages} | | ${(last.peakRssMb / first.peakRssMb).toFixed(2)}× |`,
      );
    }
  }
  return lines.join("\n");
}
