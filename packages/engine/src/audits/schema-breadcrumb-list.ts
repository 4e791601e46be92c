import type { SchemaNode } from "../gatherers/page/types";
import { defineSchemaAudit, missingProperties } from "./shared/define-schema-audit";

export const schemaBreadcrumbList = defineSchemaAudit({
  id: "schema-breadcrumb-list",
  types: ["BreadcrumbList"],
  label: "BreadcrumbList",
  required: ["itemListElement"],
  learnMore: "https://developers.google.com/search/docs/appearance/structured-data/breadcrumb",
  nested: (node) => {
    const items = Array.isArray(node.itemListElement) ? (node.itemListElement as SchemaNode[]) : [];
    return items.flatMap((item, index) =>
      missingProperties(item, ["position", "name|item"]).map((name) => `itemListElement[${index}].${name}`),
    );
  },
});
