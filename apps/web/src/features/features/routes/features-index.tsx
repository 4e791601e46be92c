import { paths } from "@/config/paths";
import { AUDIT_COUNT } from "@/features/marketing/audit-count";
import { ClosingCta } from "@/features/marketing/components/closing-cta";
import { EvidenceSection } from "@/features/marketing/components/evidence-section";
import { MarketingPage, PageHeader } from "@/features/marketing/components/page-header";
import { usePageSeo } from "@/features/marketing/seo/use-page-seo";
import { useText } from "@/features/marketing/use-text";
import { useLanguage } from "@/lib/use-language";
import { FeatureCard } from "../components/feature-card";
import { featuresText } from "../content";
import { FEATURES, type FeatureGroup } from "../feature-list";

const GROUPS: FeatureGroup[] = ["analysis", "ai", "content", "research"];

export function FeaturesIndexRoute() {
  const text = useText(featuresText);
  const language = useLanguage();
  const trail = [{ name: text.indexTitle, path: paths.public.features(language) }];
  usePageSeo({ title: text.indexSeoTitle, description: text.indexDescription, breadcrumbs: trail });
  return (
    <>
      <MarketingPage>
        <PageHeader trail={trail} title={text.indexTitle} lead={text.indexLead(AUDIT_COUNT)} />
        <div className="grid gap-12">
          {GROUPS.map((group) => (
            <section key={group} aria-labelledby={`group-${group}`} className="grid gap-4">
              <h2 id={`group-${group}`} className="font-semibold text-xl tracking-tight">
                {text.groups[group]}
              </h2>
              <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {FEATURES.filter((feature) => feature.group === group).map((feature) => (
                  <FeatureCard key={feature.slug} slug={feature.slug} />
                ))}
              </ul>
            </section>
          ))}
          <EvidenceSection evidence={text.evidence.index} text={text.evidence} />
        </div>
      </MarketingPage>
      <ClosingCta />
    </>
  );
}

export { FeaturesIndexRoute as Component };
