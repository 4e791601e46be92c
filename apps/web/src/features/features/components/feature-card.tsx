import type { FeatureSlug } from "@sitelens/shared/routes";
import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { paths } from "@/config/paths";
import { useText } from "@/features/marketing/use-text";
import { useLanguage } from "@/lib/use-language";
import { featuresText } from "../content";
import { FEATURES } from "../feature-list";

/** A linked card for one feature; the whole card is the link's target area. */
export function FeatureCard({
  slug,
  headingLevel = "h3",
}: {
  slug: FeatureSlug;
  headingLevel?: "h2" | "h3";
}) {
  const text = useText(featuresText);
  const language = useLanguage();
  const feature = FEATURES.find((item) => item.slug === slug)!;
  const { name, summary } = text.features[slug];
  const Heading = headingLevel;
  const Icon = feature.icon;
  return (
    <li className="group relative grid content-start gap-3 rounded-xl border bg-card p-5 shadow-xs transition-colors hover:border-primary/50">
      <span className="flex items-center justify-between gap-2">
        <Icon aria-hidden="true" className="size-5 text-primary" />
        <span className="text-muted-foreground text-xs">{feature.paid ? text.paid : text.included}</span>
      </span>
      <Heading className="font-semibold">
        <Link
          to={paths.public.feature(slug, language)}
          className="outline-none after:absolute after:inset-0 after:rounded-xl focus-visible:after:ring-[3px] focus-visible:after:ring-ring/50"
        >
          {name}
        </Link>
      </Heading>
      <p className="text-muted-foreground text-sm">{summary}</p>
      <span aria-hidden="true" className="flex items-center gap-1 font-medium text-primary text-sm">
        {text.learnMore}
        <ArrowRight className="size-3.5 transition-transform group-hover:translate-x-0.5" />
      </span>
    </li>
  );
}
