import type { FieldMetrics, FormFactor, SpeedRun } from "../speed-types";

/** The parts of a Lighthouse result (LHR) we read; Lighthouse and the PageSpeed Insights API share the format. */
export interface LighthouseResultJson {
  finalDisplayedUrl?: string;
  runtimeError?: { code?: string; message?: string };
  categories?: { performance?: { score?: number | null } };
  audits?: Record<string, LighthouseAuditJson>;
}

interface LighthouseAuditJson {
  title?: string;
  score?: number | null;
  numericValue?: number;
  details?: { type?: string; overallSavingsMs?: number; overallSavingsBytes?: number };
}

function numeric(audits: LighthouseResultJson["audits"], id: string): number | null {
  const value = audits?.[id]?.numericValue;
  return typeof value === "number" && Number.isFinite(value) ? value : null;
}

function opportunities(audits: LighthouseResultJson["audits"]): SpeedRun["opportunities"] {
  return Object.entries(audits ?? {})
    .filter(([, audit]) => audit.details?.type === "opportunity" && (audit.score ?? 1) < 1)
    .map(([id, audit]) => ({
      id,
      title: audit.title ?? id,
      savingsMs: audit.details?.overallSavingsMs ?? null,
      savingsBytes: audit.details?.overallSavingsBytes ?? null,
    }))
    .filter((item) => (item.savingsMs ?? 0) > 0 || (item.savingsBytes ?? 0) > 0)
    .sort((a, b) => (b.savingsMs ?? 0) - (a.savingsMs ?? 0));
}

/** Turns one Lighthouse result into a SpeedRun; a runtime error gives null numbers, never guessed ones. */
export function readLighthouseResult(
  lhr: LighthouseResultJson,
  context: { url: string; formFactor: FormFactor; source: SpeedRun["source"]; field: FieldMetrics | null },
): SpeedRun {
  const { audits } = lhr;
  const failed = lhr.runtimeError?.code && lhr.runtimeError.code !== "NO_ERROR";
  const read = (id: string) => (failed ? null : numeric(audits, id));
  const metrics: SpeedRun["metrics"] = {
    fcpMs: read("first-contentful-paint"),
    lcpMs: read("largest-contentful-paint"),
    tbtMs: read("total-blocking-time"),
    cls: read("cumulative-layout-shift"),
    siMs: read("speed-index"),
    ttfbMs: read("server-response-time"),
  };
  return {
    url: context.url,
    formFactor: context.formFactor,
    source: context.source,
    score: failed ? null : (lhr.categories?.performance?.score ?? null),
    metrics,
    field: context.field,
    opportunities: failed ? [] : opportunities(audits),
    error: failed ? `${lhr.runtimeError?.code}: ${lhr.runtimeError?.message ?? ""}`.trim() : null,
  };
}
