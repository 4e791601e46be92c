export interface ContentOutline {
  /** Paragraph and list-item texts, in order. */
  paragraphs: string[];
  headings: { level: number; text: string }[];
  links: { href: string; text: string }[];
  images: { src: string; alt: string }[];
  quotations: number;
  /** All text, blocks separated by newlines. */
  text: string;
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", nbsp: " " };
const decode = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name]!);
const strip = (html: string) =>
  decode(html.replace(/<[^>]+>/g, ""))
    .replace(/\s+/g, " ")
    .trim();
const attribute = (tag: string, name: string) =>
  decode(new RegExp(`\\s${name}="([^"]*)"`, "i").exec(tag)?.[1] ?? "");

/**
 * The structure of the editor's HTML (well-formed, from Tiptap): blocks, headings, links, images
 * and quotations. Regex-based on purpose, so the same function runs in the browser and on the server.
 */
export function outlineFromHtml(html: string): ContentOutline {
  const headings = [...html.matchAll(/<h([1-6])[^>]*>([\s\S]*?)<\/h\1>/gi)].map((match) => ({
    level: Number(match[1]),
    text: strip(match[2]!),
  }));
  const paragraphs = [...html.matchAll(/<(p|li)[^>]*>([\s\S]*?)<\/\1>/gi)]
    .map((match) => strip(match[2]!.replace(/<(ul|ol)[\s\S]*$/i, "")))
    .filter(Boolean);
  const links = [...html.matchAll(/<a\b([^>]*)>([\s\S]*?)<\/a>/gi)].map((match) => ({
    href: attribute(match[1]!, "href"),
    text: strip(match[2]!),
  }));
  const images = [...html.matchAll(/<img\b[^>]*>/gi)].map((match) => ({
    src: attribute(match[0], "src"),
    alt: attribute(match[0], "alt").trim(),
  }));
  const quotations = html.match(/<(blockquote|q)\b/gi)?.length ?? 0;
  const blocks = [...html.matchAll(/<(h[1-6]|p|li|blockquote)[^>]*>([\s\S]*?)<\/\1>/gi)].map((match) =>
    strip(match[2]!),
  );
  return { paragraphs, headings, links, images, quotations, text: blocks.filter(Boolean).join("\n") };
}
