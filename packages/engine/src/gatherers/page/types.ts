import type { DiscoverySource } from "../../crawl/types";
import type { FetchErrorCode, RedirectHop } from "../../net/types";
import type { EmbeddedContent } from "./embedded-content";

export type LinkPosition = "nav" | "header" | "footer" | "main";

export interface PageLink {
  /** Absolute URL without fragment; null for javascript:, mailto:, tel: and unparsable hrefs. */
  href: string | null;
  raw: string;
  text: string;
  rel: string;
  nofollow: boolean;
  position: LinkPosition;
  internal: boolean;
  lang: string | null;
}

export interface PageImage {
  src: string;
  alt: string | null;
  width: string | null;
  height: string | null;
  loading: string | null;
}

export interface AnchorFacts {
  /** The href attribute as written (xlink:href on SVG anchors); null without one. */
  rawHref: string | null;
  /** The rel attribute as written ("" on SVG anchors). */
  rel: string;
  name: string;
  role: string;
  id: string;
  /** href, or an attribute allowed only with one (target, download, ping, rel, hreflang, type, referrerpolicy). */
  hrefAttributes: boolean;
  /** An event handler attribute on the anchor or one of its ancestors. */
  listener: boolean;
  /** innerText (textContent when not rendered); null when longer than any generic link text could be. */
  text: string | null;
  /** The text's language as Lighthouse determines it; null when unknown. */
  lang: string | null;
  svg: boolean;
}

export interface AxeImage {
  src: string;
  alt: string | null;
  /** The explicit role, when the attribute names exactly one valid ARIA role. */
  role: string | null;
  /** A non-blank aria-label or title, or an aria-labelledby pointing at an element of the page. */
  named: boolean;
  focusable: boolean;
  globalAria: boolean;
}

export interface HeadLink {
  rel: string;
  href: string | null;
  hreflang: string;
}

export type SchemaNode = Record<string, unknown>;

export interface JsonLdBlock {
  error: string | null;
  /** Every object carrying an @type, from the top level, @graph and nested properties. */
  nodes: SchemaNode[];
  context: boolean;
}

export interface RobotsMeta {
  /** Lower-cased meta name: robots, googlebot, bingbot, yandex… */
  name: string;
  content: string;
  inBody: boolean;
}

export interface HtmlFacts {
  doctype: string | null;
  titles: string[];
  metaDescriptions: string[];
  metaKeywords: boolean;
  metaAuthor: string | null;
  metaRefresh: string | null;
  robotsMeta: RobotsMeta[];
  /** The `<base href>` of the head, resolved; null when the page has none (relative URLs resolve against the page). */
  baseUrl: string | null;
  /** Canonical hrefs as written, from the document head only (as the HTML5 tree builder ends it). */
  canonicals: string[];
  hreflangs: { lang: string; href: string }[];
  /** The element (or "#text") that ended the head before `</head>`/`<body>`; null when the head ended normally. */
  headClosedBy: string | null;
  /** Canonical and hreflang links found after the head ended, which search engines ignore (robots meta has its own audit). */
  headTagsInBody: string[];
  htmlLang: string | null;
  headings: { level: number; text: string }[];
  wordCount: number;
  /** Main text (outside nav/header/footer), capped: enough for description candidates and parity checks. */
  mainText: string;
  /** Opening paragraphs of the main text (headings and bylines left out), for description candidates. */
  leadText: string;
  images: PageImage[];
  links: PageLink[];
  /** Every `<a>` as Lighthouse's AnchorElements gatherer reads it from the DOM (crawlable-anchors, link-text). */
  anchors: AnchorFacts[];
  /** The `<img>` elements axe's image-alt rule looks at (those hidden from screen readers left out). */
  axeImages: AxeImage[];
  /**
   * `<link rel=canonical>` and `<link rel=alternate>` elements of the head element as a browser builds it, with
   * rel lower-cased but not split and href as written (null without one): Lighthouse's LinkElements.
   */
  headLinks: HeadLink[];
  /** The content of the first `<meta name=description>` in the head element ("" without content); null if none. */
  headDescription: string | null;
  /** The document's base URL as the DOM has it: the first `<base href>` anywhere, else the page URL. */
  documentBase: string;
  jsonLd: JsonLdBlock[];
  microdata: boolean;
  rdfa: boolean;
  openGraph: Record<string, string>;
  twitter: Record<string, string>;
  viewport: string | null;
  metaCharset: string | null;
  nodeCount: number;
  maxDepth: number;
  duplicateIds: string[];
  insecureFormActions: string[];
  smallTapTargets: number;
  /** <object>, <embed> and <applet> elements; audits decide which need a plugin. */
  embeddedContent: EmbeddedContent[];
  /** Characters of visible text, and of text sized under 12 px by inline styles or <font size=1>. */
  textChars: number;
  smallTextChars: number;
  favicon: boolean;
  verification: { google: boolean; bing: boolean; yandex: boolean };
  indexNowKey: string | null;
  textHash: string;
  simhash: string;
  evidence: { statistics: number; quotations: number; citations: number };
  dates: { published: string | null; modified: string | null };
  /** Executable scripts (JSON-LD and other data blocks left out). */
  scriptCount: number;
}

/** Everything per-page audits read: the fetch outcome plus facts from one streaming parse. */
export interface PageArtifact {
  url: string;
  finalUrl: string;
  depth: number;
  source: DiscoverySource;
  blockedByRobots: boolean;
  status: number;
  redirects: RedirectHop[];
  headers: Record<string, string>;
  contentType: string | null;
  charset: string | null;
  bytes: { transfer: number; decoded: number };
  compression: string | null;
  httpVersion: string | null;
  ttfbMs: number;
  errorCode: FetchErrorCode | null;
  /** The facts audits judge: the rendered DOM's when the page was rendered, else the server HTML's. */
  html: HtmlFacts | null;
  /** Present when the page was rendered in Chromium: the server HTML's facts, kept for raw-vs-rendered audits. */
  render?: RenderArtifact;
}

export interface RenderArtifact {
  serverHtml: HtmlFacts;
  ms: number;
  /** The page was still loading at the render deadline; its DOM was read as it was. */
  timedOut: boolean;
}
