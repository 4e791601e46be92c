import { Clock, Mail } from "lucide-react";
import { paths } from "@/config/paths";
import { FaqList, faqPageJsonLd } from "@/features/marketing/components/faq-list";
import { MarketingPage, PageHeader } from "@/features/marketing/components/page-header";
import { marketingText } from "@/features/marketing/content";
import { usePageSeo } from "@/features/marketing/seo/use-page-seo";
import { useText } from "@/features/marketing/use-text";
import { useAppConfig } from "@/lib/app-config";
import { useLanguage } from "@/lib/use-language";
import { ContactForm } from "../components/contact-form";
import { contactPageJsonLd } from "../contact-page-json-ld";
import { CONTACT_CATEGORIES, contactText } from "../content";

export function ContactRoute() {
  const text = useText(contactText);
  const shared = useText(marketingText);
  const language = useLanguage();
  const config = useAppConfig();
  const trail = [{ name: text.title, path: paths.public.contact(language) }];
  usePageSeo({
    title: text.seoTitle,
    description: text.description,
    breadcrumbs: trail,
    jsonLd: [
      contactPageJsonLd({
        path: paths.public.contact(language),
        name: text.title,
        email: config.data?.contact.email,
      }),
      faqPageJsonLd(text.faqs, paths.public.contact(language)),
    ],
  });
  const email = config.data?.contact.email;
  return (
    <MarketingPage>
      <PageHeader trail={trail} title={text.title} lead={text.lead} />
      <div className="grid gap-10 lg:grid-cols-[1fr_22rem]">
        <section aria-labelledby="form-title" className="grid content-start gap-4">
          <h2 id="form-title" className="font-semibold text-xl tracking-tight">
            {text.formTitle}
          </h2>
          <ContactForm />
        </section>
        <aside className="grid content-start gap-4">
          <div className="grid gap-2 rounded-xl border bg-card p-5">
            <h2 className="flex items-center gap-2 font-semibold">
              <Clock aria-hidden="true" className="size-4 text-primary" />
              {text.hoursTitle}
            </h2>
            <p>{text.hours}</p>
            <p className="text-muted-foreground text-sm">{text.reply}</p>
            {email && (
              <p className="flex items-center gap-2 pt-2 text-sm">
                <Mail aria-hidden="true" className="size-4 text-primary" />
                <span className="sr-only">{text.emailUs}: </span>
                <a href={`mailto:${email}`} className="text-primary hover:underline underline-offset-4">
                  {email}
                </a>
              </p>
            )}
          </div>
          <div className="grid gap-3 rounded-xl border bg-card p-5">
            <h2 className="font-semibold">{text.categoriesTitle}</h2>
            <dl className="grid gap-3 text-sm">
              {CONTACT_CATEGORIES.map((category) => (
                <div key={category}>
                  <dt className="font-medium">{text.categories[category].label}</dt>
                  <dd className="text-muted-foreground">{text.categories[category].body}</dd>
                </div>
              ))}
            </dl>
          </div>
        </aside>
      </div>
      <div className="mt-16 max-w-3xl">
        <FaqList id="contact-faq" title={shared.faqTitle} faqs={text.faqs} />
      </div>
    </MarketingPage>
  );
}

export { ContactRoute as Component };
