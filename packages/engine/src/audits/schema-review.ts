import { defineSchemaAudit } from "./shared/define-schema-audit";

export const schemaReview = defineSchemaAudit({
  id: "schema-review",
  types: ["Review"],
  label: "Review",
  required: ["author", "reviewRating"],
  learnMore: "https://developers.google.com/search/docs/appearance/structured-data/review-snippet",
});
