import type { FieldMetrics, FormFactor, SpeedRun } from "../speed-types";
import { type LighthouseResultJson, readLighthouseResult } from "./read-lighthouse-result";

export const PAGESPEED_API_URL = "https://www.googleapis.com/pagespeedonline/v5/runPagespeed";
/** PSI runs Lighthouse on Google's side; a minute is its usual worst case. */
const PSI_TIMEOUT_MS = 120_000;

interface PsiResponse {
  lighthouseResult?: LighthouseResultJson;
  loadingExperience?: { metrics?: Record<string, { percentile?: number }> };
  error?: { message?: string };
}

function percentile(metrics: Record<string, { percentile?: number }>, key: string): number | null {
  const value = metrics[key]?.percentile;
  return typeof value === "number" ? value : null;
}

/** CrUX p75 field data; PSI reports CLS multiplied by 100. */
function readFieldData(response: PsiResponse): FieldMetrics | null {
  const metrics = response.loadingExperience?.metrics;
  if (!metrics) return null;
  const cls = percentile(metrics, "CUMULATIVE_LAYOUT_SHIFT_SCORE");
  const field = {
    lcpMs: percentile(metrics, "LARGEST_CONTENTFUL_PAINT_MS"),
    inpMs: percentile(metrics, "INTERACTION_TO_NEXT_PAINT"),
    cls: cls === null ? null : cls / 100,
  };
  return field.lcpMs === null && field.inpMs === null && field.cls === null ? null : field;
}

function failedRun(url: string, formFactor: FormFactor, error: string): SpeedRun {
  const metrics = { fcpMs: null, lcpMs: null, tbtMs: null, cls: null, siMs: null, ttfbMs: null };
  return {
    url,
    formFactor,
    source: "pagespeed-insights",
    score: null,
    metrics,
    field: null,
    opportunities: [],
    error,
  };
}

/** One PageSpeed Insights v5 call (performance category) for a URL and form factor. */
export async function fetchPagespeedInsights(input: {
  url: string;
  formFactor: FormFactor;
  apiKey: string;
  baseUrl?: string;
  signal?: AbortSignal;
}): Promise<SpeedRun> {
  const endpoint = new URL(input.baseUrl ?? PAGESPEED_API_URL);
  endpoint.searchParams.set("url", input.url);
  endpoint.searchParams.set("strategy", input.formFactor);
  endpoint.searchParams.set("category", "performance");
  endpoint.searchParams.set("key", input.apiKey);
  const timeout = AbortSignal.timeout(PSI_TIMEOUT_MS);
  try {
    const response = await fetch(endpoint, {
      signal: input.signal ? AbortSignal.any([timeout, input.signal]) : timeout,
      headers: { accept: "application/json" },
    });
    const body = (await response.json().catch(() => ({}))) as PsiResponse;
    if (!response.ok || !body.lighthouseResult) {
      return failedRun(
        input.url,
        input.formFactor,
        `PageSpeed Insights HTTP ${response.status}: ${body.error?.message ?? "no result"}`,
      );
    }
    const context = { url: input.url, formFactor: input.formFactor, source: "pagespeed-insights" as const };
    return readLighthouseResult(body.lighthouseResult, { ...context, field: readFieldData(body) });
  } catch (error) {
    // The key travels in the query string: report the failure without echoing the request URL.
    return failedRun(input.url, input.formFactor, `PageSpeed Insights unreachable: ${(error as Error).name}`);
  }
}
