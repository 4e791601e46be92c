import { paths } from "@/config/paths";
import { AUDIT_COUNT } from "@/features/marketing/audit-count";
import { ClosingCta } from "@/features/marketing/components/closing-cta";
import { MarketingPage, PageHeader } from "@/features/marketing/components/page-header";
import { usePageSeo } from "@/features/marketing/seo/use-page-seo";
import { useText } from "@/features/marketing/use-text";
import { useLanguage } from "@/lib/use-language";
import { aboutText } from "../content";

export function AboutRoute() {
  const text = useText(aboutText);
  const language = useLanguage();
  const trail = [{ name: text.title, path: paths.public.about(language) }];
  usePageSeo({ title: text.seoTitle, description: text.description, breadcrumbs: trail });
  return (
    <>
      <MarketingPage>
        <PageHeader trail={trail} title={text.title} lead={text.lead} />
        <div className="grid gap-14">
          <section aria-labelledby="mission" className="grid max-w-3xl gap-4">
            <h2 id="mission" className="font-semibold text-2xl tracking-tight">
              {text.missionTitle}
            </h2>
            {text.mission.map((paragraph) => (
              <p key={paragraph} className="text-lg leading-8">
                {paragraph}
              </p>
            ))}
          </section>
          <section aria-labelledby="how" className="grid max-w-3xl gap-4">
            <h2 id="how" className="font-semibold text-2xl tracking-tight">
              {text.howTitle}
            </h2>
            <p className="text-lg leading-8">{text.how(AUDIT_COUNT)}</p>
          </section>
          <section aria-labelledby="numbers" className="grid gap-4">
            <h2 id="numbers" className="font-semibold text-2xl tracking-tight">
              {text.numbersTitle}
            </h2>
            <dl className="grid grid-cols-2 gap-4 md:grid-cols-4">
              {text.numbers(AUDIT_COUNT).map((number) => (
                <div key={number.label} className="grid gap-1 rounded-xl border bg-card p-5">
                  <dt className="order-2 text-muted-foreground text-sm">{number.label}</dt>
                  <dd className="order-1 font-semibold text-3xl text-primary tracking-tight">
                    {number.value}
                  </dd>
                </div>
              ))}
            </dl>
          </section>
          <section aria-labelledby="principles" className="grid gap-4">
            <h2 id="principles" className="font-semibold text-2xl tracking-tight">
              {text.principlesTitle}
            </h2>
            <ul className="grid gap-4 md:grid-cols-2">
              {text.principles.map((principle) => (
                <li key={principle.title} className="grid gap-2 rounded-xl border bg-card p-5">
                  <h3 className="font-semibold">{principle.title}</h3>
                  <p className="text-muted-foreground">{principle.body}</p>
                </li>
              ))}
            </ul>
          </section>
        </div>
      </MarketingPage>
      <ClosingCta />
    </>
  );
}

export { AboutRoute as Component };
