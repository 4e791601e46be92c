import { ChevronDown } from "lucide-react";
import { absoluteUrl } from "../seo/page-seo";

export type Faq = { question: string; answer: string };

/**
 * An accordion of native <details>: keyboard and screen-reader support without JavaScript,
 * so it works in the pre-rendered page before the app has loaded.
 */
export function FaqList({ title, faqs, id }: { title: string; faqs: Faq[]; id: string }) {
  return (
    <section aria-labelledby={id} className="grid gap-6">
      <h2 id={id} className="font-semibold text-2xl tracking-tight">
        {title}
      </h2>
      <div className="divide-y rounded-xl border bg-card">
        {faqs.map((faq) => (
          <details key={faq.question} className="group px-5">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-4 font-medium outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 [&::-webkit-details-marker]:hidden">
              {faq.question}
              <ChevronDown
                aria-hidden="true"
                className="size-4 shrink-0 text-muted-foreground transition-transform group-open:rotate-180"
              />
            </summary>
            <p className="pb-5 text-muted-foreground">{faq.answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}

export function faqPageJsonLd(faqs: Faq[], path: string) {
  return {
    "@type": "FAQPage",
    url: absoluteUrl(path),
    mainEntity: faqs.map((faq) => ({
      "@type": "Question",
      name: faq.question,
      acceptedAnswer: { "@type": "Answer", text: faq.answer },
    })),
  };
}
