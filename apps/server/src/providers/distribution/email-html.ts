import type { DistributionItem } from "./types";

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * The campaign's HTML: the item's e-mail text (plain text, one paragraph per blank line) with a link
 * to the live article, or the article itself when no e-mail text was written.
 */
export function emailHtml(item: DistributionItem): string {
  if (!item.emailText.trim()) return item.html;
  const paragraphs = item.emailText
    .trim()
    .split(/\n\s*\n/)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, "<br>")}</p>`);
  if (item.publishedUrl)
    paragraphs.push(`<p><a href="${escapeHtml(item.publishedUrl)}">${escapeHtml(item.title)}</a></p>`);
  return paragraphs.join("\n");
}
