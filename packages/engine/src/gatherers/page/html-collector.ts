import { normaliseUrl } from "../../crawl/normalise-url";
import { collectMetaOrLink } from "./collect-head-tag";
import type { EmbeddedContent } from "./embedded-content";
import { emptyHtmlFacts } from "./empty-html-facts";
import { HeadState } from "./head-state";
import { internalHostMatcher } from "./is-internal-url";
import { LighthouseView } from "./lighthouse-view";
import { readJsonLd } from "./read-json-ld";
import { createLinkResolver, type ResolvedLink } from "./resolve-link";
import { countText } from "./scan-words";
import type { HtmlFacts, LinkPosition, PageLink } from "./types";

type Attributes = Record<string, string>;

const HIDDEN_TEXT = new Set(["script", "style", "noscript", "template", "svg", "head"]);
const POSITION_TAGS: Record<string, LinkPosition> = { nav: "nav", header: "header", footer: "footer" };
const HEADING_LEVELS = new Map(Object.entries({ h1: 1, h2: 2, h3: 3, h4: 4, h5: 5, h6: 6 }));
const EMBEDDED = new Set(["object", "embed", "applet"]);
/** Inline font sizes under 12 px, or <font size="1">: text Lighthouse calls illegible. */
const SMALL_FONT = /font-size\s*:\s*(?:\d|1[01])(?:\.\d+)?px/i;
const INTERACTIVE = new Set(["a", "button", "input", "select"]);
const MAIN_TEXT_CAP = 4000;
const LEAD_CAP = 600;
const LEAD_MIN_WORDS = 8;
/** Closing tags that end a run of text: a space keeps words of adjacent blocks apart. */
const BLOCK_BREAKS = new Set([
  "p",
  "div",
  "li",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "td",
  "br",
  "section",
  "article",
]);

interface OpenElement {
  name: string;
  position: LinkPosition | null;
  hidden: boolean;
  small: boolean;
  lang: string | null;
}

/** htmlparser2 callbacks that fill HtmlFacts in one pass; no DOM is kept. */
export class HtmlCollector {
  readonly facts: HtmlFacts = emptyHtmlFacts();
  readonly mainChunks: string[] = [];
  private readonly stack: OpenElement[] = [];
  private readonly ids = new Set<string>();
  private readonly duplicateIds = new Set<string>();
  private readonly head = new HeadState();
  private readonly view = new LighthouseView();
  private baseSet = false;
  /** The document's base URL: the page URL until a `<base href>` in the head changes it. */
  private baseUrl: string;
  private title: string | null = null;
  private heading: { level: number; text: string } | null = null;
  private link: PageLink | null = null;
  private jsonLdSource: string | null = null;
  private paragraph: string | null = null;
  private resolve: (raw: string) => ResolvedLink | null;
  private readonly isInternal: (host: string) => boolean;

  constructor(private readonly pageUrl: string) {
    this.baseUrl = pageUrl;
    this.resolve = createLinkResolver(pageUrl);
    this.isInternal = internalHostMatcher(new URL(pageUrl).hostname);
  }

  onprocessinginstruction(name: string, data: string): void {
    if (name.toLowerCase() === "!doctype") this.facts.doctype = data.replace(/^!doctype/i, "").trim();
  }

  onopentag(name: string, attrs: Attributes): void {
    const parent = this.stack.at(-1);
    const hidden = (parent?.hidden ?? false) || HIDDEN_TEXT.has(name);
    const position =
      POSITION_TAGS[name] ?? (attrs.role === "navigation" ? "nav" : (parent?.position ?? null));
    const small =
      (parent?.small ?? false) ||
      (attrs.style !== undefined && SMALL_FONT.test(attrs.style)) ||
      (name === "font" && Number(attrs.size) <= 1);
    this.stack.push({ name, position, hidden, small, lang: attrs.lang ?? parent?.lang ?? null });
    this.facts.nodeCount++;
    this.facts.maxDepth = Math.max(this.facts.maxDepth, this.stack.length);
    this.head.openTag(name);
    if (this.head.closedBy !== null) this.facts.headClosedBy ??= this.head.closedBy;
    this.view.open(name, attrs);
    this.collectAttributes(name, attrs);
    this.collectElement(name, attrs, hidden);
  }

  ontext(text: string): void {
    this.head.text(text);
    if (this.head.closedBy !== null) this.facts.headClosedBy ??= this.head.closedBy;
    this.view.text(text);
    if (this.title !== null) this.title += text;
    if (this.jsonLdSource !== null) this.jsonLdSource += text;
    const current = this.stack.at(-1);
    if (!current || current.hidden) return;
    const main = current.position === null;
    // Main text is counted once, joined, in parseHtmlFacts: one pass over a flat string costs a fraction of one
    // per text node (each a slice of the page).
    if (!main || current.small) {
      const { visible } = countText(text);
      if (!main) this.facts.textChars += visible;
      if (current.small) this.facts.smallTextChars += visible;
    }
    if (this.heading) this.heading.text += text;
    if (this.link) this.link.text += text;
    if (this.paragraph !== null) this.paragraph += text;
    if (main) this.mainChunks.push(text);
  }

  onclosetag(name: string): void {
    this.head.closeTag(name);
    if (name === "title" && this.title !== null) {
      this.facts.titles.push(this.title.trim());
      this.title = null;
    } else if (name === "script" && this.jsonLdSource !== null) {
      this.facts.jsonLd.push(readJsonLd(this.jsonLdSource));
      this.jsonLdSource = null;
    } else if (this.heading && name === `h${this.heading.level}`) {
      this.facts.headings.push({ level: this.heading.level, text: collapse(this.heading.text) });
      this.heading = null;
    } else if (name === "p" && this.paragraph !== null) {
      this.addLeadParagraph(collapse(this.paragraph));
      this.paragraph = null;
    } else if (name === "a" && this.link) {
      this.link.text = collapse(this.link.text);
      this.facts.links.push(this.link);
      this.link = null;
    }
    if (BLOCK_BREAKS.has(name)) this.mainChunks.push(" ");
    this.stack.pop();
    this.view.close();
  }

  finish(): void {
    this.facts.duplicateIds = [...this.duplicateIds].sort();
    const view = this.view.finish(this.pageUrl, this.ids);
    this.facts.anchors = view.anchors;
    this.facts.axeImages = view.images;
    this.facts.documentBase = view.base;
    // Collapsing is a regex over the text: try a little more than the cap first; when that still fills the cap,
    // its first MAIN_TEXT_CAP characters are those of collapsing more.
    const short = collapse(this.openingText(MAIN_TEXT_CAP + 100));
    const text = short.length >= MAIN_TEXT_CAP ? short : collapse(this.openingText(MAIN_TEXT_CAP * 2));
    this.facts.mainText = text.slice(0, MAIN_TEXT_CAP);
  }

  private collectAttributes(name: string, attrs: Attributes): void {
    const id = attrs.id;
    if (id) (this.ids.has(id) ? this.duplicateIds : this.ids).add(id);
    if (attrs.itemscope !== undefined || attrs.itemtype !== undefined) this.facts.microdata = true;
    if (attrs.typeof !== undefined || (attrs.vocab !== undefined && name !== "html")) this.facts.rdfa = true;
    const style = attrs.style ?? "";
    if (
      INTERACTIVE.has(name) &&
      /(?:^|;)\s*(?:width|height)\s*:\s*(?:1?\d|2[0-3])(?:\.\d+)?px/i.test(style)
    ) {
      this.facts.smallTapTargets++;
    }
  }

  private collectElement(name: string, attrs: Attributes, hidden: boolean): void {
    const facts = this.facts;
    if (name === "html") facts.htmlLang = attrs.lang?.trim() || null;
    else if (name === "title" && !this.stack.some((e) => e.name === "svg")) this.title = "";
    else if (name === "meta" || name === "link")
      collectMetaOrLink(facts, name, attrs, { inHead: this.head.inHead, inert: this.view.inert });
    else if (name === "base" && this.head.inHead) this.setBase(attrs.href);
    else if (name === "script") this.openScript(attrs);
    else if (HEADING_LEVELS.has(name) && !hidden)
      this.heading = { level: HEADING_LEVELS.get(name) ?? 1, text: "" };
    else if (name === "a") this.openAnchor(attrs);
    else if (name === "p" && !hidden && this.wantsLead()) this.paragraph = "";
    else if (name === "img") this.openImage(attrs);
    else if (name === "form") this.openForm(attrs);
    else if (name === "blockquote" || name === "q") facts.evidence.quotations++;
    else if (name === "time") this.openTime(attrs);
    else if (EMBEDDED.has(name)) this.openEmbedded(name as EmbeddedContent["tag"], attrs);
    else if (name === "param") this.addParam(attrs);
  }

  /** Only the first `<base href>` counts, as in browsers; an unparsable one is ignored. */
  private setBase(href: string | undefined): void {
    if (href === undefined || this.baseSet) return;
    this.baseSet = true;
    try {
      this.baseUrl = new URL(href.trim(), this.baseUrl).href;
      this.facts.baseUrl = this.baseUrl;
      this.resolve = createLinkResolver(this.baseUrl);
    } catch {
      // Browsers fall back to the document URL.
    }
  }

  /** The first chunks of main text up to about `chars` characters, without joining the whole page. */
  private openingText(chars: number): string {
    let length = 0;
    let end = 0;
    while (end < this.mainChunks.length && length < chars) length += this.mainChunks[end++]?.length ?? 0;
    return this.mainChunks.slice(0, end).join("");
  }

  private wantsLead(): boolean {
    return this.stack.at(-1)?.position === null && this.facts.leadText.length < LEAD_CAP;
  }

  private addLeadParagraph(text: string): void {
    if (text.split(" ").length < LEAD_MIN_WORDS || this.facts.leadText.length >= LEAD_CAP) return;
    this.facts.leadText = `${this.facts.leadText} ${text}`.trim().slice(0, LEAD_CAP);
  }

  private openScript(attrs: Attributes): void {
    const type = (attrs.type ?? "").toLowerCase();
    if (type === "application/ld+json") this.jsonLdSource = "";
    // Only scripts a browser runs hint at client-side rendering; data blocks do not.
    else if (type === "" || type === "module" || type.includes("javascript")) this.facts.scriptCount++;
  }

  private openAnchor(attrs: Attributes): void {
    const raw = attrs.href;
    const top = this.stack.at(-1);
    if (raw === undefined) return;
    const resolved = this.resolve(raw);
    const href = resolved?.href ?? null;
    const rel = (attrs.rel ?? "").toLowerCase();
    this.link = {
      href,
      raw,
      text: attrs["aria-label"] ?? "",
      rel,
      nofollow: /\bnofollow\b/.test(rel),
      position: top?.position ?? "main",
      internal: resolved !== null && this.isInternal(resolved.host),
      lang: top?.lang ?? null,
    };
  }

  private openEmbedded(tag: EmbeddedContent["tag"], attrs: Attributes): void {
    const value = (key: string) => attrs[key] ?? null;
    this.facts.embeddedContent.push({
      tag,
      type: value("type"),
      src: value("src"),
      data: value("data"),
      code: value("code"),
      params: [],
    });
  }

  /** A <param> belongs to the <object> it sits in. */
  private addParam(attrs: Attributes): void {
    if (!this.stack.some((element) => element.name === "object")) return;
    const owner = this.facts.embeddedContent.findLast((item) => item.tag === "object");
    owner?.params.push({ name: attrs.name ?? "", value: attrs.value ?? "" });
  }

  private openImage(attrs: Attributes): void {
    const image = {
      src: attrs.src ?? attrs["data-src"] ?? "",
      alt: attrs.alt ?? null,
      width: attrs.width ?? null,
      height: attrs.height ?? null,
      loading: attrs.loading ?? null,
    };
    this.facts.images.push(image);
    if (this.link && image.alt) this.link.text += ` ${image.alt}`;
  }

  private openForm(attrs: Attributes): void {
    const action = attrs.action ? normaliseUrl(attrs.action, this.baseUrl) : null;
    if (action?.startsWith("http:")) this.facts.insecureFormActions.push(action);
  }

  private openTime(attrs: Attributes): void {
    if (attrs.datetime && (attrs.itemprop ?? "").toLowerCase() === "datemodified")
      this.facts.dates.modified ??= attrs.datetime;
    else if (attrs.datetime) this.facts.dates.published ??= attrs.datetime;
  }
}

/**
 * A run of two or more white-space characters, or one that is not a space: replacing these by a space gives
 * what `/\s+/g` does, but leaves alone the single spaces between words, which were most of the matches (a
 * replacement each: 40 against 6 µs on a page's opening text).
 */
const UNCOLLAPSED_SPACE = /\s\s+|[^\S ]/g;

export function collapse(text: string): string {
  return text.replace(UNCOLLAPSED_SPACE, " ").trim();
}
