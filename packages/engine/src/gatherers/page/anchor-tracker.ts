import { composeInnerText } from "./inner-text";
import type { AnchorFacts } from "./types";

type Attributes = Record<string, string>;

/** Texts longer than this cannot be one of Lighthouse's generic link texts (the longest has 27 characters). */
const TEXT_CAP = 64;
/** Attributes the HTML standard allows on an `<a>` only together with href (Lighthouse's crawlable-anchors list). */
const HREF_ATTRIBUTES = ["target", "download", "ping", "rel", "hreflang", "type", "referrerpolicy"];

/** A descendant element of the anchor being read: its document order, its language and whether it holds text. */
interface Descendant {
  index: number;
  lang: string | null;
  text: boolean;
}

interface OpenAnchor {
  facts: AnchorFacts;
  depth: number;
  /** The anchor or an ancestor is not rendered: innerText is then the plain text content. */
  unrendered: boolean;
  /** Its own closest `[lang]` value, the fallback of getLangOfInnerText. */
  lang: string | null;
  content: string[];
  inner: string[];
  descendants: Descendant[];
  firstLang: { index: number; lang: string } | null;
  mixed: boolean;
}

/** Where an element sits, as HtmlCollector's stack knows it. */
export interface ElementContext {
  depth: number;
  index: number;
  lang: string | null;
  /** This element is not rendered (hidden, display:none, script…), so its text is left out of innerText. */
  unrendered: boolean;
  /** This element or an ancestor is not rendered. */
  inUnrendered: boolean;
  /** An event handler attribute on an ancestor. */
  ancestorListener: boolean;
  svg: boolean;
}

/**
 * Reads `<a>` elements as Lighthouse's AnchorElements gatherer does in the page: raw and resolved href, rel, name,
 * role, id, whether href-only attributes are present, event handlers on the anchor or its ancestors, innerText and
 * the text's language (getLangOfInnerText). Anchors do not nest in HTML; an `<a>` inside one is read on its own.
 */
export class AnchorTracker {
  readonly anchors: AnchorFacts[] = [];
  private open: OpenAnchor | null = null;

  openAnchor(attrs: Attributes, context: ElementContext, listener: boolean): void {
    this.closeAnchor();
    const names = Object.keys(attrs);
    const facts: AnchorFacts = {
      rawHref: attrs.href ?? (context.svg ? (attrs["xlink:href"] ?? null) : null),
      rel: context.svg ? "" : (attrs.rel ?? ""),
      name: context.svg ? "" : (attrs.name ?? ""),
      role: attrs.role ?? "",
      id: attrs.id ?? "",
      hrefAttributes: names.includes("href") || HREF_ATTRIBUTES.some((name) => names.includes(name)),
      listener: listener || context.ancestorListener,
      text: null,
      lang: null,
      svg: context.svg,
    };
    this.anchors.push(facts);
    this.open = {
      facts,
      depth: context.depth,
      unrendered: context.inUnrendered,
      lang: context.lang,
      content: [],
      inner: [],
      descendants: [],
      firstLang: null,
      mixed: false,
    };
  }

  /** A start tag inside the open anchor (`block`: it breaks the line in innerText). */
  openChild(context: ElementContext, block: boolean): void {
    const open = this.open;
    if (!open || context.depth <= open.depth) return;
    open.descendants.push({ index: context.index, lang: context.lang, text: false });
    if (block && !context.inUnrendered) open.inner.push("\0");
  }

  text(text: string, context: ElementContext): void {
    const open = this.open;
    if (!open || text === "") return;
    open.content.push(text);
    if (!context.inUnrendered) open.inner.push(text);
    for (const descendant of open.descendants) descendant.text = true;
  }

  /** An end tag; `depth` is the closing element's, `block` as for openChild. */
  closeElement(depth: number, block: boolean, inUnrendered: boolean): void {
    const open = this.open;
    if (!open) return;
    if (depth === open.depth) {
      this.closeAnchor();
      return;
    }
    if (block && !inUnrendered) open.inner.push("\0");
    const descendant = open.descendants.pop();
    if (descendant?.text && descendant.lang) this.noteLang(open, descendant.index, descendant.lang);
  }

  /** getLangOfInnerText: the first language among descendants with text, unknown when they disagree. */
  private noteLang(open: OpenAnchor, index: number, lang: string): void {
    if (open.firstLang === null || index < open.firstLang.index) {
      if (open.firstLang && primary(open.firstLang.lang) !== primary(lang)) open.mixed = true;
      open.firstLang = { index, lang };
    } else if (primary(open.firstLang.lang) !== primary(lang)) open.mixed = true;
  }

  closeAnchor(): void {
    const open = this.open;
    if (!open) return;
    this.open = null;
    const text = open.unrendered || open.facts.svg ? open.content.join("") : composeInnerText(open.inner);
    open.facts.text = text.trim().length > TEXT_CAP ? null : text;
    const lang = open.mixed ? null : (open.firstLang?.lang ?? open.lang);
    open.facts.lang = lang || null;
  }

  /** Lighthouse takes a document's only `lang` attribute, when it is on `<html>` or `<body>`, for every link. */
  finish(singleLang: string | null): void {
    this.closeAnchor();
    if (singleLang === null) return;
    for (const anchor of this.anchors) anchor.lang = singleLang || null;
  }
}

function primary(lang: string): string {
  return lang.split("-")[0] ?? "";
}
