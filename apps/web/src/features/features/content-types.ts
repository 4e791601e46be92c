import type { FeatureSlug } from "@sitelens/shared/routes";
import type { Evidence, EvidenceLabels } from "@/features/marketing/components/evidence-section";
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

export interface EvidenceText extends EvidenceLabels {
  index: Evidence;
  features: Record<FeatureSlug, Evidence>;
}
