import { defineSchemaAudit } from "./shared/define-schema-audit";

export const schemaRecipe = defineSchemaAudit({
  id: "schema-recipe",
  types: ["Recipe"],
  label: "Recipe",
  required: ["name", "image"],
  learnMore: "https://developers.google.com/search/docs/appearance/structured-data/recipe",
});
