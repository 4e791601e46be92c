export interface Measurement {
  label: string;
  pages: number;
  seconds: number;
  pagesPerSecond: number;
  cpuMsPerPage: number;
}

/** Wall time and this process's CPU time (user + system) for a run that reports how many pages it handled. */
export async function measure(label: string, run: () => Promise<number>): Promise<Measurement> {
  const cpuBefore = process.cpuUsage();
  const startedAt = performance.now();
  const pages = await run();
  const seconds = (performance.now() - startedAt) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  return {
    label,
    pages,
    seconds,
    pagesPerSecond: pages / seconds,
    cpuMsPerPage: (cpu.user + cpu.system) / 1000 / Math.max(1, pages),
  };
}
