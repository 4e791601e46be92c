import { defineSchemaAudit } from "./shared/define-schema-audit";

export const schemaPerson = defineSchemaAudit({
  id: "schema-person",
  types: ["Person"],
  label: "Person",
  required: ["name"],
  learnMore: "https://schema.org/Person",
});
