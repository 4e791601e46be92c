import { paths } from "@/config/paths";
import { AUDIT_COUNT } from "@/features/marketing/audit-count";
import { ClosingCta } from "@/features/marketing/components/closing-cta";
import { FaqList, faqPageJsonLd } from "@/features/marketing/components/faq-list";
import { marketingText } from "@/features/marketing/content";
import { usePageSeo } from "@/features/marketing/seo/use-page-seo";
import { useText } from "@/features/marketing/use-text";
import { useLanguage } from "@/lib/use-language";
import { Hero } from "../components/hero";
import { Highlights } from "../components/highlights";
import { ProductTour } from "../components/product-tour";
import { landingText } from "../content";

export function LandingRoute() {
  const text = useText(landingText);
  const shared = useText(marketingText);
  const language = useLanguage();
  const faqs = text.faqs(AUDIT_COUNT);
  usePageSeo({
    title: text.title,
    description: text.description(AUDIT_COUNT),
    jsonLd: [faqPageJsonLd(faqs, paths.public.home(language))],
  });
  return (
    <>
      <Hero />
      <Highlights />
      <ProductTour />
      <div className="mx-auto w-full max-w-3xl px-4 pb-20 sm:px-6">
        <FaqList id="faq" title={shared.faqTitle} faqs={faqs} />
      </div>
      <ClosingCta />
    </>
  );
}

export { LandingRoute as Component };
