import { useLocation } from "react-router";
import { Spinner } from "@/components/ui/spinner";
import { paths } from "@/config/paths";
import { Markdown } from "@/features/marketing/components/markdown";
import { MarketingPage, PageHeader } from "@/features/marketing/components/page-header";
import { formatDate, marketingText } from "@/features/marketing/content";
import { pageTitle } from "@/features/marketing/seo/fit-text";
import { usePageSeo } from "@/features/marketing/seo/use-page-seo";
import { useText } from "@/features/marketing/use-text";
import { useLanguage } from "@/lib/use-language";
import { usePageContent } from "../api/use-page-content";
import { type LegalSlug, legalText } from "../content";

/** /terms, /privacy and /kvkk share this layout; the text comes from page contents (spec §2). */
export function LegalPageRoute() {
  const { pathname } = useLocation();
  const slug = pathname.split("/").at(-1) as LegalSlug;
  const language = useLanguage();
  const text = useText(legalText);
  const shared = useText(marketingText);
  const page = usePageContent(language, slug);
  const trail = [{ name: text.names[slug], path: paths.public[slug](language) }];
  usePageSeo({
    title: pageTitle(text.names[slug], text.legal),
    description: text.descriptions[slug],
    breadcrumbs: trail,
  });
  const content = page.data;
  return (
    <MarketingPage narrow>
      <PageHeader trail={trail} eyebrow={text.legal} title={content?.title ?? text.names[slug]} />
      {page.isPending && <Spinner label={text.loading} className="size-6" />}
      {!page.isPending && !content && (
        <p role="status" className="rounded-xl border border-dashed p-8 text-center text-muted-foreground">
          {text.missing}
        </p>
      )}
      {content && (
        <article lang={content.language} className="grid gap-6">
          {content.language !== language && (
            <p role="note" className="rounded-lg border bg-muted/50 p-3 text-sm">
              {text.otherLanguage}
            </p>
          )}
          <p className="text-muted-foreground text-sm">
            {shared.updated}:{" "}
            <time dateTime={content.updatedAt}>{formatDate(content.updatedAt, language)}</time>
          </p>
          <Markdown source={content.content} />
        </article>
      )}
    </MarketingPage>
  );
}

export { LegalPageRoute as Component };
