import type {
  Ga4Daily,
  Ga4Metrics,
  Ga4Row,
  ScDaily,
  ScMetrics,
  ScRow,
  UrlInspection,
} from "@sitelens/shared";

type Window = { start: string; end: string };

/** What the daily job stores per site for Search Console (google_site_data.data). */
export interface SearchConsoleSnapshot {
  version: 1;
  window: Window;
  previousWindow: Window;
  lastDataDate: string | null;
  totals: { current: ScMetrics; previous: ScMetrics };
  daily: ScDaily[];
  queries: ScRow[];
  pages: ScRow[];
  countries: ScRow[];
  devices: ScRow[];
  inspections: UrlInspection[];
}

/** What the daily job stores per site for GA4. */
export interface Ga4Snapshot {
  version: 1;
  window: Window;
  previousWindow: Window;
  currencyCode: string | null;
  totals: { current: Ga4Metrics; previous: Ga4Metrics };
  daily: Ga4Daily[];
  channels: Ga4Row[];
  aiAssistants: Ga4Row[];
  landingPages: Ga4Row[];
  countries: Ga4Row[];
  devices: Ga4Row[];
}
