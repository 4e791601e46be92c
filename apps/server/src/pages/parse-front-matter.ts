/**
 * Splits a markdown file into its `---` front matter (flat `key: value` lines; `[a, b]` lists)
 * and body. Deliberately tiny: our content files use nothing more.
 */
export function parseFrontMatter(text: string): { data: Record<string, string | string[]>; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(text);
  if (!match) return { data: {}, body: text.trim() };
  const data: Record<string, string | string[]> = {};
  for (const line of match[1]!.split(/\r?\n/)) {
    const separator = line.indexOf(":");
    if (separator < 1) continue;
    const key = line.slice(0, separator).trim();
    const raw = line.slice(separator + 1).trim();
    data[key] = raw.startsWith("[") && raw.endsWith("]") ? splitList(raw.slice(1, -1)) : unquote(raw);
  }
  return { data, body: text.slice(match[0].length).trim() };
}

function splitList(inner: string): string[] {
  return inner
    .split(",")
    .map((item) => unquote(item.trim()))
    .filter(Boolean);
}

function unquote(value: string): string {
  return /^(["']).*\1$/.test(value) ? value.slice(1, -1) : value;
}
