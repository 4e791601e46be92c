import { defineSchemaAudit } from "./shared/define-schema-audit";

export const schemaWebsite = defineSchemaAudit({
  id: "schema-website",
  types: ["WebSite"],
  label: "WebSite",
  required: ["name", "url"],
  learnMore: "https://developers.google.com/search/docs/appearance/site-names",
});
