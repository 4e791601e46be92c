import { defineSchemaAudit } from "./shared/define-schema-audit";

export const schemaProduct = defineSchemaAudit({
  id: "schema-product",
  types: ["Product", "ProductGroup"],
  label: "Product",
  required: ["name", "offers|review|aggregateRating"],
  learnMore: "https://developers.google.com/search/docs/appearance/structured-data/product-snippet",
});
