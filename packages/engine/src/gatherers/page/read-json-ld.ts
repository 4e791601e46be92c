import type { JsonLdBlock, SchemaNode } from "./types";

const MAX_NODES = 50;

/** Parses one <script type="application/ld+json"> body and flattens every typed object in it. */
export function readJsonLd(source: string): JsonLdBlock {
  let data: unknown;
  try {
    data = JSON.parse(source);
  } catch (error) {
    return { error: (error as Error).message.slice(0, 200), nodes: [], context: false };
  }
  const nodes: SchemaNode[] = [];
  collectTyped(data, nodes);
  const roots = Array.isArray(data) ? data : [data];
  const context = roots.every((root) => isObject(root) && typeof root["@context"] !== "undefined");
  return { error: null, nodes, context };
}

/** Lower-level names of a node's @type, which may be a string or an array. */
export function schemaTypes(node: SchemaNode): string[] {
  const type = node["@type"];
  const list = Array.isArray(type) ? type : [type];
  return list.filter((t): t is string => typeof t === "string").map((t) => t.replace(/^.*[/#]/, ""));
}

function collectTyped(value: unknown, nodes: SchemaNode[]): void {
  if (nodes.length >= MAX_NODES) return;
  if (Array.isArray(value)) {
    for (const item of value) collectTyped(item, nodes);
    return;
  }
  if (!isObject(value)) return;
  if (typeof value["@type"] !== "undefined") nodes.push(value);
  for (const [key, child] of Object.entries(value)) if (key !== "@context") collectTyped(child, nodes);
}

function isObject(value: unknown): value is SchemaNode {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
