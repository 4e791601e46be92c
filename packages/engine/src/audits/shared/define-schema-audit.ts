import { schemaTypes } from "../../gatherers/page/read-json-ld";
import type { HtmlFacts, SchemaNode } from "../../gatherers/page/types";
import { defineHtmlAudit } from "../define-audit";
import { check, notApplicable } from "../outcome";
import type { PageAudit } from "../types";
import { rememberLast } from "./remember-last";

export interface SchemaRule {
  id: string;
  /** schema.org type names this rule applies to. */
  types: string[];
  label: string;
  /** Property names; "a|b" means any one of them. */
  required: string[];
  learnMore: string;
  /** Further checks on nested values; returns the missing paths. */
  nested?: (node: SchemaNode) => string[];
}

export function hasValue(value: unknown): boolean {
  if (value === undefined || value === null || value === "") return false;
  return !Array.isArray(value) || value.length > 0;
}

export function missingProperties(node: SchemaNode, required: string[]): string[] {
  return required.filter((names) => !names.split("|").some((name) => hasValue(node[name])));
}

/** What a node of the rule's types lacks: its required properties, then the nested checks' paths. */
export function schemaNodeProblems(node: SchemaNode, rule: SchemaRule): string[] {
  return [...missingProperties(node, rule.required), ...(rule.nested?.(node) ?? [])];
}

/** A schema audit carries its rule, so the schema generator validates with the very same checks. */
export type SchemaAudit = PageAudit & { rule: SchemaRule };

/** A page's JSON-LD nodes with their type names, read once for the seventeen schema audits that ask in turn. */
const typedNodes = rememberLast((html: HtmlFacts) =>
  html.jsonLd.flatMap((block) => block.nodes.map((node) => ({ node, types: schemaTypes(node) }))),
);

/** Validates every JSON-LD node of the given types against the properties Google requires or recommends. */
export function defineSchemaAudit(rule: SchemaRule): SchemaAudit {
  const audit = defineHtmlAudit(
    {
      id: rule.id,
      category: "content",
      engines: ["google", "bing", "yandex", "chatgpt", "gemini"],
      title: {
        tr: `\`${rule.label}\` yapılandırılmış verisi gerekli alanları içeriyor`,
        en: `${rule.label} markup has its required properties`,
      },
      failureTitle: {
        tr: `\`${rule.label}\` yapılandırılmış verisinde gerekli alanlar eksik`,
        en: `${rule.label} markup lacks required properties`,
      },
      description: {
        tr: `Eksik alanlar zengin sonuç uygunluğunu engeller. \`${rule.label}\` türü için gerekli alanlar: ${rule.required.map((name) => `\`${name}\``).join(", ")}.`,
        en: `Missing properties block rich-result eligibility. Required for ${rule.label}: ${rule.required.join(", ")}.`,
      },
      learnMore: rule.learnMore,
    },
    (html, page) => {
      const nodes = typedNodes(html).filter(({ types }) => types.some((t) => rule.types.includes(t)));
      if (nodes.length === 0) return notApplicable;
      const problems = nodes
        .map(({ node, types }) => ({ types, missing: schemaNodeProblems(node, rule) }))
        .filter((entry) => entry.missing.length > 0);
      return check(
        problems.length === 0,
        problems.map(({ types, missing }) => ({
          url: page.url,
          type: types.join(","),
          missing: missing.join(", "),
        })),
      );
    },
  );
  return { ...audit, rule };
}
