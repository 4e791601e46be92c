import { defineSchemaAudit } from "./shared/define-schema-audit";

export const schemaOffer = defineSchemaAudit({
  id: "schema-offer",
  types: ["Offer", "AggregateOffer"],
  label: "Offer",
  required: ["price|lowPrice|priceSpecification", "priceCurrency|priceSpecification"],
  learnMore: "https://developers.google.com/search/docs/appearance/structured-data/merchant-listing",
});
