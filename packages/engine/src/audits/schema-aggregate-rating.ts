import { defineSchemaAudit } from "./shared/define-schema-audit";

export const schemaAggregateRating = defineSchemaAudit({
  id: "schema-aggregate-rating",
  types: ["AggregateRating"],
  label: "AggregateRating",
  required: ["ratingValue", "ratingCount|reviewCount"],
  learnMore: "https://developers.google.com/search/docs/appearance/structured-data/review-snippet",
});
