import { defineSchemaAudit } from "./shared/define-schema-audit";

export const schemaArticle = defineSchemaAudit({
  id: "schema-article",
  types: ["Article", "BlogPosting", "NewsArticle", "TechArticle", "Report"],
  label: "Article",
  required: ["headline", "author", "datePublished", "image"],
  learnMore: "https://developers.google.com/search/docs/appearance/structured-data/article",
});
