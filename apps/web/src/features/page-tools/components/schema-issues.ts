import type { SchemaField, SchemaIssue, SchemaList } from "@sitelens/shared";

/**
 * Puts each validation issue next to the field that causes it: its own path, the first field
 * inside a missing object ("address" → address.streetAddress), or the repeated rows; the rest
 * belong to the whole block.
 */
export function issuesByField(
  issues: SchemaIssue[],
  fields: SchemaField[],
  list: { list: SchemaList; property: string } | undefined,
): { byField: Map<string, SchemaIssue[]>; general: SchemaIssue[] } {
  const byField = new Map<string, SchemaIssue[]>();
  const general: SchemaIssue[] = [];
  const add = (key: string, issue: SchemaIssue) => byField.set(key, [...(byField.get(key) ?? []), issue]);
  for (const issue of issues) {
    const exact = fields.find((field) => field.name === issue.path);
    const inside = fields.find((field) => field.name.startsWith(`${issue.path}.`));
    if (issue.path && (exact || inside)) add((exact ?? inside)!.name, issue);
    else if (list && issue.path.startsWith(list.property)) add(list.list, issue);
    else general.push(issue);
  }
  return { byField, general };
}
