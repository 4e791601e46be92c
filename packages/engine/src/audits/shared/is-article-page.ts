import { schemaTypes } from "../../gatherers/page/read-json-ld";
import type { HtmlFacts } from "../../gatherers/page/types";

const ARTICLE_TYPES = new Set(["Article", "BlogPosting", "NewsArticle", "TechArticle", "Report"]);

/** Articles are where bylines and dates matter: og:type article or Article-family markup. */
export function isArticlePage(html: HtmlFacts): boolean {
  return (
    html.openGraph["og:type"] === "article" ||
    html.jsonLd.some((block) =>
      block.nodes.some((node) => schemaTypes(node).some((type) => ARTICLE_TYPES.has(type))),
    )
  );
}
