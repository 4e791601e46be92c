import { AUDITS } from "../audits/registry";
import { type SchemaAudit, schemaNodeProblems } from "../audits/shared/define-schema-audit";
import { readJsonLd, schemaTypes } from "../gatherers/page/read-json-ld";
import type { SchemaNode } from "../gatherers/page/types";
import type { Localized } from "../i18n/localized";
import { checkValue } from "./check-value";
import { googleRecommended } from "./google-recommended";
import { isKnownType, propertiesOf } from "./schema-vocabulary";

export interface StructuredDataIssue {
  severity: "error" | "warning";
  /** Dotted path of the property in the document, e.g. "offers.price" or "mainEntity[0].name"; "" for the block. */
  path: string;
  message: Localized;
  /** The analysis audit that reports the same problem on a live page. */
  auditId: string | null;
}

export interface StructuredDataValidation {
  valid: boolean;
  types: string[];
  issues: StructuredDataIssue[];
}

const schemaAudits = AUDITS.filter((audit): audit is SchemaAudit => "rule" in audit);
const JSON_LD_KEYWORDS = new Set(["@context", "@type", "@id", "@graph", "@language", "@value"]);

const join = (base: string, key: string) => (base ? `${base}.${key}` : key);
const hasAny = (node: SchemaNode, names: string) =>
  names.split("|").some((name) => {
    const value = node[name];
    return (
      value !== undefined && value !== null && value !== "" && !(Array.isArray(value) && value.length === 0)
    );
  });

/** Every typed object of the document with its path, as the engine's JSON-LD reader flattens them. */
function typedNodes(value: unknown, path: string, out: { node: SchemaNode; path: string }[]) {
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) typedNodes(item, `${path}[${index}]`, out);
    return;
  }
  if (typeof value !== "object" || value === null) return;
  const node = value as SchemaNode;
  if (node["@type"] !== undefined) out.push({ node, path });
  for (const [key, child] of Object.entries(node))
    if (key !== "@context") typedNodes(child, key === "@graph" ? path : join(path, key), out);
}

function checkNode(node: SchemaNode, path: string, issues: StructuredDataIssue[]) {
  const nodeTypes = schemaTypes(node);
  for (const type of nodeTypes) {
    if (!isKnownType(type))
      issues.push({
        severity: "warning",
        path,
        auditId: null,
        message: {
          tr: `${type} bu doğrulayıcının tanıdığı bir schema.org türü değil.`,
          en: `${type} is not a schema.org type this validator knows.`,
        },
      });
  }
  const known = nodeTypes.filter(isKnownType);
  const allowed = new Set(known.flatMap((type) => [...propertiesOf(type)]));
  for (const [key, value] of Object.entries(node)) {
    if (JSON_LD_KEYWORDS.has(key)) continue;
    if (known.length > 0 && !allowed.has(key))
      issues.push({
        severity: "error",
        path: join(path, key),
        auditId: null,
        message: {
          tr: `${key}, ${known.join("/")} türünün bir schema.org özelliği değil.`,
          en: `${key} is not a schema.org property of ${known.join("/")}.`,
        },
      });
    for (const item of Array.isArray(value) ? value : [value]) {
      const problem = checkValue(key, item);
      if (problem) issues.push({ ...problem, path: join(path, key), auditId: null });
    }
  }
  // Google's required properties: the very rules (and code) of the analysis' schema audits.
  for (const audit of schemaAudits) {
    if (!nodeTypes.some((type) => audit.rule.types.includes(type))) continue;
    for (const missing of schemaNodeProblems(node, audit.rule))
      issues.push({
        severity: "error",
        path: join(path, missing.split("|")[0]!),
        auditId: audit.meta.id,
        message: {
          tr: `Google ${audit.rule.label} için ${missing.replace(/\|/g, " veya ")} ister.`,
          en: `Google requires ${missing.replace(/\|/g, " or ")} for ${audit.rule.label}.`,
        },
      });
  }
  for (const type of nodeTypes)
    for (const names of googleRecommended[type] ?? [])
      if (!hasAny(node, names))
        issues.push({
          severity: "warning",
          path: join(path, names.split("|")[0]!),
          auditId: null,
          message: {
            tr: `Google ${type} için ${names.replace(/\|/g, " veya ")} önerir.`,
            en: `Google recommends ${names.replace(/\|/g, " or ")} for ${type}.`,
          },
        });
}

/**
 * Validates one JSON-LD block as the analysis would judge it on a live page: JSON syntax and
 * @context (the structured-data audits' checks), schema.org types and properties, value formats,
 * Google's required properties (the schema audits' own rules) and its recommended ones.
 */
export function validateStructuredData(source: string): StructuredDataValidation {
  const block = readJsonLd(source);
  if (block.error)
    return {
      valid: false,
      types: [],
      issues: [
        {
          severity: "error",
          path: "",
          auditId: "structured-data-syntax",
          message: { tr: `Geçersiz JSON: ${block.error}`, en: `Invalid JSON: ${block.error}` },
        },
      ],
    };
  const issues: StructuredDataIssue[] = [];
  if (!block.context || block.nodes.length === 0)
    issues.push({
      severity: "error",
      path: "",
      auditId: "structured-data-context",
      message: {
        tr: 'Blokta "@context": "https://schema.org" ve @type olmalı.',
        en: 'The block needs "@context": "https://schema.org" and an @type.',
      },
    });
  const nodes: { node: SchemaNode; path: string }[] = [];
  typedNodes(JSON.parse(source), "", nodes);
  for (const { node, path } of nodes) checkNode(node, path, issues);
  return {
    valid: !issues.some((issue) => issue.severity === "error"),
    types: [...new Set(block.nodes.flatMap(schemaTypes))],
    issues,
  };
}
