const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** The AI's plain answer as editor HTML: blank-line paragraphs, "## " and "### " subheadings, "- " lists. */
export function textToHtml(text: string): string {
  return text
    .trim()
    .split(/\n{2,}/)
    .map((block) => {
      const heading = /^(#{2,3})\s+(.*)$/s.exec(block.trim());
      if (heading)
        return `<h${heading[1]!.length}>${escapeHtml(heading[2]!.trim())}</h${heading[1]!.length}>`;
      const lines = block.split("\n");
      if (lines.every((line) => /^\s*[-*]\s+/.test(line)))
        return `<ul>${lines.map((line) => `<li><p>${escapeHtml(line.replace(/^\s*[-*]\s+/, ""))}</p></li>`).join("")}</ul>`;
      return `<p>${escapeHtml(block.replace(/\n/g, " ").trim())}</p>`;
    })
    .join("");
}
