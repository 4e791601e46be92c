import type { FormFactor, SpeedRun } from "../../../src/speed-types";
import { type AuditCase, ORIGIN, siteFrom } from "../helpers";

type Metrics = SpeedRun["metrics"];
const FAST: Metrics = { fcpMs: 800, lcpMs: 1000, tbtMs: 50, cls: 0.01, siMs: 1200, ttfbMs: 100 };
const SLOW: Metrics = { fcpMs: 6000, lcpMs: 9000, tbtMs: 2000, cls: 0.6, siMs: 12000, ttfbMs: 2000 };
const FAST_FIELD = { lcpMs: 1800, inpMs: 120, cls: 0.02 };
const SLOW_FIELD = { lcpMs: 6500, inpMs: 900, cls: 0.5 };

function run(formFactor: FormFactor, metrics: Metrics, field: SpeedRun["field"]): SpeedRun {
  return {
    url: `${ORIGIN}/`,
    formFactor,
    source: "pagespeed-insights",
    score: null,
    metrics,
    field,
    opportunities: [],
    error: null,
  };
}

const measured = (formFactor: FormFactor, fast: boolean) => ({
  site: siteFrom({
    speed: {
      status: "measured",
      runs: [run(formFactor, fast ? FAST : SLOW, fast ? FAST_FIELD : SLOW_FIELD)],
    },
  }),
});

const METRICS = [
  "first-contentful-paint",
  "largest-contentful-paint",
  "total-blocking-time",
  "cumulative-layout-shift",
  "speed-index",
  "field-largest-contentful-paint",
  "field-interaction-to-next-paint",
  "field-cumulative-layout-shift",
];

export const speedCases: AuditCase[] = METRICS.flatMap((metric) =>
  (["mobile", "desktop"] as const).map((formFactor) => ({
    id: `${metric}-${formFactor}`,
    pass: measured(formFactor, true),
    fail: measured(formFactor, false),
  })),
);
