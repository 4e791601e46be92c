import { defineSchemaAudit } from "./shared/define-schema-audit";

export const schemaOrganization = defineSchemaAudit({
  id: "schema-organization",
  types: [
    "Organization",
    "Corporation",
    "NGO",
    "EducationalOrganization",
    "OnlineStore",
    "NewsMediaOrganization",
  ],
  label: "Organization",
  required: ["name", "url"],
  learnMore: "https://developers.google.com/search/docs/appearance/structured-data/organization",
});
