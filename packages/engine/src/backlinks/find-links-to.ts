import { Parser } from "htmlparser2";
import { FastTokenizer } from "../gatherers/page/fast-tokenizer";

/** One `<a href>` on a source page that points at the site being checked. */
export interface FoundLink {
  href: string;
  /** Visible text, or the alt text of the image(s) when the link wraps only images. */
  anchor: string;
  /** Lower-cased rel tokens as written (nofollow, ugc, sponsored, noopener…). */
  rel: string[];
  /** The link wraps an image and no text. */
  image: boolean;
}

const MAX_ANCHOR = 300;

/**
 * Every link of the HTML whose absolute URL passes `matches`, in document order. Its own small
 * htmlparser2 pass because a backlink needs what the page facts drop: image anchors and their alt.
 */
export function findLinksTo(html: string, baseUrl: string, matches: (url: URL) => boolean): FoundLink[] {
  const found: FoundLink[] = [];
  let open: { href: string; rel: string[]; text: string; alts: string[]; images: number } | null = null;
  let base = baseUrl;
  const close = () => {
    if (!open) return;
    const text = open.text.replace(/\s+/g, " ").trim();
    const image = text === "" && open.images > 0;
    const anchor = (image ? open.alts.join(" ").trim() : text).slice(0, MAX_ANCHOR);
    found.push({ href: open.href, anchor, rel: open.rel, image });
    open = null;
  };
  const parser = new Parser(
    {
      onopentag(name, attrs) {
        if (name === "base" && attrs.href && URL.canParse(attrs.href, baseUrl))
          base = new URL(attrs.href, baseUrl).href;
        if (name === "a") {
          close();
          const href = attrs.href?.trim();
          if (!href || !URL.canParse(href, base)) return;
          const url = new URL(href, base);
          if (!/^https?:$/.test(url.protocol) || !matches(url)) return;
          url.hash = "";
          const rel = (attrs.rel ?? "").toLowerCase().split(/\s+/).filter(Boolean);
          open = { href: url.href, rel, text: "", alts: [], images: 0 };
        }
        if (name === "img" && open) {
          open.images += 1;
          if (attrs.alt) open.alts.push(attrs.alt);
        }
      },
      ontext(text) {
        if (open) open.text += text;
      },
      onclosetag(name) {
        if (name === "a") close();
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true, Tokenizer: FastTokenizer },
  );
  parser.end(html);
  close();
  return found;
}
