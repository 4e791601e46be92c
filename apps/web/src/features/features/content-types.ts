import type { FeatureSlug } from "@sitelens/shared/routes";
import type { FeatureGroup } from "./feature-list";

export interface FeaturesText {
  indexTitle: string;
  indexSeoTitle: string;
  indexDescription: string;
  indexLead: (count: number) => string;
  groups: Record<FeatureGroup, string>;
  /** Where each group of tools fits in the work of improving a site. */
  groupIntros: Record<FeatureGroup, string>;
  groupIntroTitle: string;
  paid: string;
  availability: { paid: string; included: string };
  included: string;
  learnMore: string;
  howItWorks: string;
  related: string;
  allFeatures: string;
  features: Record<
    FeatureSlug,
    { name: string; summary: string; intro: string; points: string[]; detail: string }
  >;
  evidence: EvidenceText;
}

/**
 * One sourced figure and one attributed quotation for a page. Both must be real and checkable
 * at `url`: quotations are verbatim (or a marked translation), figures restate the source.
 * They are what our own audit asks of citable pages (statistics, quotations, outside sources).
 */
export interface Evidence {
  figure: { value: string; text: string; source: string; url: string };
  quote: { text: string; author: string; source: string; url: string };
}

export interface EvidenceText {
  title: string;
  figureLabel: string;
  quoteLabel: string;
  sourceLabel: string;
  /** Shown after a quotation given in translation; null where quotations are in the original. */
  translated: string | null;
  index: Evidence;
  features: Record<FeatureSlug, Evidence>;
}
