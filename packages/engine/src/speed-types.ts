/** Page-speed measurements, from Lighthouse run locally or from the PageSpeed Insights API. */
export type FormFactor = "mobile" | "desktop";

export interface SpeedMetrics {
  fcpMs: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  siMs: number | null;
  ttfbMs: number | null;
}

/** CrUX field data (p75) when the PageSpeed Insights API returns it. */
export interface FieldMetrics {
  lcpMs: number | null;
  inpMs: number | null;
  cls: number | null;
}

export interface SpeedRun {
  url: string;
  formFactor: FormFactor;
  source: "lighthouse" | "pagespeed-insights";
  /** Lighthouse's own performance score 0..1; null when the run failed. */
  score: number | null;
  metrics: SpeedMetrics;
  field: FieldMetrics | null;
  opportunities: { id: string; title: string; savingsMs: number | null; savingsBytes: number | null }[];
  error: string | null;
}

export type SpeedArtifact =
  | { status: "measured"; runs: SpeedRun[] }
  | { status: "unavailable"; reason: string }
  | { status: "measuring"; pages: string[] };
