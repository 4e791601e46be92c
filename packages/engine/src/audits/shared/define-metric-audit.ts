import { FIELD_CURVES, type FieldMetric, LAB_CURVES, type LabMetric } from "../../config/metric-curves";
import { logNormalScore } from "../../scoring/log-normal-score";
import type { FormFactor, SpeedRun } from "../../speed-types";
import { ALL_ENGINES, defineSiteAudit } from "../define-audit";
import { siteNotApplicable } from "../outcome";
import type { AuditOutcome } from "../types";
import { FIELD_METRICS, formatMetric, LAB_METRICS } from "./metric-texts";

const FORM_FACTOR = { mobile: { tr: "mobil", en: "mobile" }, desktop: { tr: "masaüstü", en: "desktop" } };

/** Mean of per-run scores over the pages measured; the display value is the median measurement. */
function scoreRuns(
  values: { url: string; value: number; score: number }[],
  unit: "ms" | "unitless",
): AuditOutcome {
  const sorted = [...values].sort((a, b) => a.value - b.value);
  const median = sorted[Math.floor((sorted.length - 1) / 2)]?.value ?? 0;
  const score = values.reduce((sum, v) => sum + v.score, 0) / values.length;
  return {
    score,
    displayValue: formatMetric(median, unit),
    details: sorted.map((v) => ({ url: v.url, value: v.value, score: Math.round(v.score * 100) / 100 })),
    failingUrls: sorted
      .filter((v) => v.score < 0.9)
      .map((v) => v.url)
      .sort(),
    applicable: values.length,
    passed: values.filter((v) => v.score >= 0.9).length,
  };
}

/** The first result is scored before Lighthouse runs; speed audits say so rather than "not measured". */
const MEASURING = "measuring";

function measuredRuns(speed: { status: string; runs?: SpeedRun[]; reason?: string }, formFactor: FormFactor) {
  if (speed.status === "measuring") return { reason: MEASURING, runs: [] as SpeedRun[] };
  if (speed.status !== "measured") return { reason: speed.reason ?? "", runs: [] as SpeedRun[] };
  return {
    reason: null,
    runs: (speed.runs ?? []).filter((run) => run.formFactor === formFactor && run.error === null),
  };
}

const unavailable = (reason: string | null) =>
  reason === MEASURING
    ? siteNotApplicable({ tr: "Hız ölçülüyor…", en: "Speed is being measured…" })
    : siteNotApplicable({
        tr: `Hız ölçümü yapılamadı${reason ? `: ${reason}` : ""}`,
        en: `Speed was not measured${reason ? `: ${reason}` : ""}`,
      });

export function defineLabMetricAudit(metric: LabMetric, formFactor: FormFactor) {
  const text = LAB_METRICS[metric];
  const ff = FORM_FACTOR[formFactor];
  return defineSiteAudit(
    {
      id: `${metric}-${formFactor}`,
      category: formFactor === "mobile" ? "speedMobile" : "speedDesktop",
      taskCategory: "performance",
      engines: ALL_ENGINES,
      scoreDisplayMode: "numeric",
      requiredArtifacts: ["Speed"],
      title: { tr: `${text.name.tr} (${ff.tr})`, en: `${text.name.en} (${ff.en})` },
      failureTitle: { tr: `${text.name.tr} yavaş (${ff.tr})`, en: `${text.name.en} is slow (${ff.en})` },
      description: text.description,
      learnMore: text.learnMore,
    },
    ({ speed }) => {
      const { reason, runs } = measuredRuns(speed, formFactor);
      const values = runs.flatMap((run) => {
        const value = run.metrics[text.key];
        return value === null
          ? []
          : [{ url: run.url, value, score: logNormalScore(LAB_CURVES[metric][formFactor], value) }];
      });
      return values.length === 0 ? unavailable(reason) : scoreRuns(values, text.unit);
    },
  );
}

export function defineFieldMetricAudit(metric: FieldMetric, formFactor: FormFactor) {
  const text = FIELD_METRICS[metric];
  const ff = FORM_FACTOR[formFactor];
  return defineSiteAudit(
    {
      id: `${metric}-${formFactor}`,
      category: formFactor === "mobile" ? "speedMobile" : "speedDesktop",
      taskCategory: "performance",
      engines: ["google"],
      scoreDisplayMode: "numeric",
      requiredArtifacts: ["Speed", "CrUX"],
      title: { tr: `${text.name.tr} (${ff.tr})`, en: `${text.name.en} (${ff.en})` },
      failureTitle: { tr: `${text.name.tr} zayıf (${ff.tr})`, en: `${text.name.en} is poor (${ff.en})` },
      description: text.description,
      learnMore: text.learnMore,
    },
    ({ speed }) => {
      const { reason, runs } = measuredRuns(speed, formFactor);
      const values = runs.flatMap((run) => {
        const value = run.field?.[text.key] ?? null;
        return value === null
          ? []
          : [{ url: run.url, value, score: logNormalScore(FIELD_CURVES[metric], value) }];
      });
      if (values.length > 0) return scoreRuns(values, text.unit);
      return reason !== null
        ? unavailable(reason)
        : siteNotApplicable({
            tr: "CrUX saha verisi yok (PageSpeed Insights API anahtarı gerekir)",
            en: "No CrUX field data (needs a PageSpeed Insights API key)",
          });
    },
  );
}
