import { defineSchemaAudit } from "./shared/define-schema-audit";

export const schemaHowTo = defineSchemaAudit({
  id: "schema-how-to",
  types: ["HowTo"],
  label: "HowTo",
  required: ["name", "step"],
  learnMore: "https://schema.org/HowTo",
});
