import { BarChart3, Quote } from "lucide-react";

/**
 * One sourced figure and one attributed quotation for a page. Both must be real and checkable
 * at `url`: quotations are verbatim (or a marked translation), figures restate the source.
 * They are what our own audit asks of citable pages (statistics, quotations, outside sources).
 */
export interface Evidence {
  figure: { value: string; text: string; source: string; url: string };
  quote: { text: string; author: string; source: string; url: string };
}

export interface EvidenceLabels {
  title: string;
  figureLabel: string;
  quoteLabel: string;
  sourceLabel: string;
  /** Shown after a quotation given in translation; null where quotations are in the original. */
  translated: string | null;
}

const sourceLink = "font-medium text-primary underline underline-offset-4";

/**
 * A sourced figure and an attributed quotation, each linked to the outside source, so a reader
 * (and an answer engine) can check them: the evidence our own audit asks of citable pages.
 */
export function EvidenceSection({ evidence, text }: { evidence: Evidence; text: EvidenceLabels }) {
  const { figure, quote } = evidence;
  return (
    <section aria-labelledby="evidence" className="grid gap-4">
      <h2 id="evidence" className="font-semibold text-xl tracking-tight">
        {text.title}
      </h2>
      <div className="grid gap-4 md:grid-cols-2">
        <div className="grid content-start gap-3 rounded-xl border bg-card p-5 shadow-xs">
          <p className="flex items-center gap-2 font-medium text-muted-foreground text-sm">
            <BarChart3 aria-hidden="true" className="size-4 text-primary" />
            {text.figureLabel}
          </p>
          {/* The sentence below states the figure too; the large number is for the eye only. */}
          <p aria-hidden="true" className="font-semibold text-3xl text-primary tracking-tight">
            {figure.value}
          </p>
          <p className="leading-7">{figure.text}</p>
          <p className="text-muted-foreground text-sm">
            {text.sourceLabel}:{" "}
            <a href={figure.url} target="_blank" rel="noopener noreferrer" className={sourceLink}>
              {figure.source}
            </a>
          </p>
        </div>
        <figure className="grid content-start gap-3 rounded-xl border border-l-4 border-l-primary bg-primary/5 p-5">
          <p className="flex items-center gap-2 font-medium text-muted-foreground text-sm">
            <Quote aria-hidden="true" className="size-4 text-primary" />
            {text.quoteLabel}
          </p>
          <blockquote cite={quote.url} className="text-pretty leading-7">
            “{quote.text}”
          </blockquote>
          <figcaption className="text-muted-foreground text-sm">
            — {quote.author},{" "}
            <cite>
              <a href={quote.url} target="_blank" rel="noopener noreferrer" className={sourceLink}>
                {quote.source}
              </a>
            </cite>
            {text.translated && ` (${text.translated})`}
          </figcaption>
        </figure>
      </div>
    </section>
  );
}
