import type { ScanResult } from "../scan-result";

export type SpeedRun = Extract<ScanResult["speed"], { status: "measured" }>["runs"][number];

/** Lighthouse reports performance as 0–1 and shows it as 0–100; so do we, everywhere. */
export function speedRunPoints(run: Pick<SpeedRun, "score">): number | null {
  return run.score === null ? null : Math.round(run.score * 100);
}

/** One summary per form factor: the mean of the measured pages' scores, and how many pages it covers. */
export function speedByFormFactor(runs: readonly SpeedRun[]) {
  return (["mobile", "desktop"] as const).map((formFactor) => {
    const measured = runs.filter((run) => run.formFactor === formFactor && run.score !== null);
    const points =
      measured.length === 0
        ? null
        : Math.round((measured.reduce((sum, run) => sum + (run.score ?? 0), 0) / measured.length) * 100);
    return {
      formFactor,
      points,
      pages: measured.length,
      runs: runs.filter((r) => r.formFactor === formFactor),
    };
  });
}
