import type { SchemaNode } from "../gatherers/page/types";
import { defineSchemaAudit, hasValue, missingProperties } from "./shared/define-schema-audit";

export const schemaFaqPage = defineSchemaAudit({
  id: "schema-faq-page",
  types: ["FAQPage"],
  label: "FAQPage",
  required: ["mainEntity"],
  learnMore: "https://developers.google.com/search/docs/appearance/structured-data/faqpage",
  nested: (node) => {
    const questions = ([] as SchemaNode[]).concat(
      (node.mainEntity as SchemaNode | SchemaNode[] | undefined) ?? [],
    );
    return questions.flatMap((question, index) => {
      const answer = question.acceptedAnswer as SchemaNode | undefined;
      const missing = missingProperties(question, ["name", "acceptedAnswer"]);
      if (answer && !hasValue(answer.text)) missing.push("acceptedAnswer.text");
      return missing.map((name) => `mainEntity[${index}].${name}`);
    });
  },
});
