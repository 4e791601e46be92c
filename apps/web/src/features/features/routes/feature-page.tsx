import { FEATURE_SLUGS, type FeatureSlug } from "@sitelens/shared/routes";
import { CheckCircle2 } from "lucide-react";
import { useParams } from "react-router";
import { NotFoundRoute } from "@/app/routes/not-found";
import { paths } from "@/config/paths";
import { ClosingCta } from "@/features/marketing/components/closing-cta";
import { EvidenceSection } from "@/features/marketing/components/evidence-section";
import { MarketingPage, PageHeader } from "@/features/marketing/components/page-header";
import { pageTitle } from "@/features/marketing/seo/fit-text";
import { usePageSeo } from "@/features/marketing/seo/use-page-seo";
import { useText } from "@/features/marketing/use-text";
import { useLanguage } from "@/lib/use-language";
import { FeatureCard } from "../components/feature-card";
import { featuresText } from "../content";
import { FEATURES } from "../feature-list";

const isFeatureSlug = (value: string | undefined): value is FeatureSlug =>
  (FEATURE_SLUGS as readonly string[]).includes(value ?? "");

export function FeaturePageRoute() {
  const { feature } = useParams();
  if (!isFeatureSlug(feature)) return <NotFoundRoute />;
  return <FeaturePage slug={feature} />;
}

function FeaturePage({ slug }: { slug: FeatureSlug }) {
  const text = useText(featuresText);
  const language = useLanguage();
  const content = text.features[slug];
  const meta = FEATURES.find((item) => item.slug === slug)!;
  const trail = [
    { name: text.indexTitle, path: paths.public.features(language) },
    { name: content.name, path: paths.public.feature(slug, language) },
  ];
  usePageSeo({
    title: pageTitle(content.name, text.groups[meta.group]),
    description: `${content.summary} ${content.intro}`,
    breadcrumbs: trail,
  });
  const Icon = meta.icon;
  return (
    <>
      <MarketingPage>
        <PageHeader
          trail={trail}
          eyebrow={text.groups[meta.group]}
          title={content.name}
          lead={content.summary}
        />
        <div className="grid gap-10 lg:grid-cols-[1fr_20rem]">
          <article className="grid content-start gap-6">
            <p className="text-lg leading-8">{content.intro}</p>
            <section aria-labelledby="how" className="grid gap-4">
              <h2 id="how" className="font-semibold text-xl tracking-tight">
                {text.howItWorks}
              </h2>
              <ul className="grid gap-3">
                {content.points.map((point) => (
                  <li key={point} className="flex gap-3">
                    <CheckCircle2 aria-hidden="true" className="mt-1 size-4 shrink-0 text-primary" />
                    <span>{point}</span>
                  </li>
                ))}
              </ul>
              <p className="text-muted-foreground">{content.detail}</p>
            </section>
            <EvidenceSection evidence={text.evidence.features[slug]} text={text.evidence} />
            <section aria-labelledby="fits" className="grid gap-3">
              <h2 id="fits" className="font-semibold text-xl tracking-tight">
                {text.groupIntroTitle}
              </h2>
              <p className="text-muted-foreground">{text.groupIntros[meta.group]}</p>
              <p className="text-muted-foreground">
                {meta.paid ? text.availability.paid : text.availability.included}
              </p>
            </section>
          </article>
          <aside className="hidden content-start lg:grid">
            <div className="grid justify-items-center gap-3 rounded-2xl border bg-primary/5 p-8 text-center">
              <Icon aria-hidden="true" className="size-10 text-primary" />
              <p className="font-medium">{meta.paid ? text.paid : text.included}</p>
            </div>
          </aside>
        </div>
        <section aria-labelledby="related" className="mt-14 grid gap-4">
          <h2 id="related" className="font-semibold text-xl tracking-tight">
            {text.related}
          </h2>
          <ul className="grid gap-4 sm:grid-cols-3">
            {meta.related.map((related) => (
              <FeatureCard key={related} slug={related} />
            ))}
          </ul>
        </section>
      </MarketingPage>
      <ClosingCta />
    </>
  );
}

export { FeaturePageRoute as Component };
