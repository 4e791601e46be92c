export type Block =
  | { kind: "heading"; level: 2 | 3; text: string }
  | { kind: "paragraph"; text: string }
  | { kind: "quote"; text: string }
  | { kind: "list"; ordered: boolean; items: string[] }
  | { kind: "code"; text: string };

/** Block structure of our content markdown; a deliberately small subset (see content/ files). */
export function parseMarkdown(source: string): Block[] {
  const blocks: Block[] = [];
  const lines = source.replace(/\r\n/g, "\n").split("\n");
  let index = 0;
  while (index < lines.length) {
    const line = lines[index]!;
    if (line.trim() === "") {
      index += 1;
      continue;
    }
    if (line.startsWith("```")) {
      const end = lines.indexOf("```", index + 1);
      const stop = end === -1 ? lines.length : end;
      blocks.push({ kind: "code", text: lines.slice(index + 1, stop).join("\n") });
      index = stop + 1;
      continue;
    }
    const heading = /^(#{2,3})\s+(.*)$/.exec(line);
    if (heading) {
      blocks.push({ kind: "heading", level: heading[1]!.length === 2 ? 2 : 3, text: heading[2]!.trim() });
      index += 1;
      continue;
    }
    const listMarker = /^(\s*)([-*]|\d+\.)\s+/;
    if (listMarker.test(line)) {
      const ordered = /^\s*\d+\./.test(line);
      const items: string[] = [];
      while (index < lines.length && listMarker.test(lines[index]!)) {
        items.push(lines[index]!.replace(listMarker, "").trim());
        index += 1;
      }
      blocks.push({ kind: "list", ordered, items });
      continue;
    }
    const paragraph: string[] = [];
    while (
      index < lines.length &&
      lines[index]!.trim() !== "" &&
      !/^(#{2,3}\s|```|\s*([-*]|\d+\.)\s)/.test(lines[index]!)
    ) {
      paragraph.push(lines[index]!.trim());
      index += 1;
    }
    const text = paragraph.join(" ");
    blocks.push(
      text.startsWith(">") ? { kind: "quote", text: text.replace(/^>\s?/, "") } : { kind: "paragraph", text },
    );
  }
  return blocks;
}

/** Heading ids shared by the rendered article and its table of contents (Turkish letters folded). */
export function slugify(text: string): string {
  return text
    .toLocaleLowerCase("tr")
    .replace(/[çğıöşü]/g, (char) => ({ ç: "c", ğ: "g", ı: "i", ö: "o", ş: "s", ü: "u" })[char] ?? char)
    .replace(/[`*]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

export function listHeadings(source: string): { id: string; text: string; level: 2 | 3 }[] {
  return parseMarkdown(source)
    .filter((block): block is Extract<Block, { kind: "heading" }> => block.kind === "heading")
    .map((block) => ({ id: slugify(block.text), text: block.text.replace(/[`*]/g, ""), level: block.level }));
}
