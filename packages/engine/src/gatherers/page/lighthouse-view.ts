import { AnchorTracker, type ElementContext } from "./anchor-tracker";
import { explicitRole, GLOBAL_ARIA } from "./axe-roles";
import { hasEventHandler } from "./event-handler-attributes";
import type { AnchorFacts, AxeImage } from "./types";

type Attributes = Record<string, string>;

/** Elements whose text innerText leaves out (not rendered by the default style sheet). */
const UNRENDERED = new Set(["script", "style", "template", "noscript", "datalist", "head", "title"]);
/** With scripting on, a browser keeps the content of these as text or in a detached fragment: no elements. */
const INERT_CONTENT = new Set(["noscript", "template"]);
/** Elements that break the line in innerText (block boxes and table cells). */
const LINE_BREAKS = new Set(
  (
    "address article aside blockquote br center details dialog dd div dl dt fieldset figcaption figure footer form " +
    "h1 h2 h3 h4 h5 h6 header hgroup hr li main menu nav ol p pre section summary table tbody thead tfoot tr td th ul"
  ).split(" "),
);
const DISPLAY_NONE = /display\s*:\s*none/i;
const INVISIBLE = /visibility\s*:\s*(?:hidden|collapse)/i;

interface ViewElement extends ElementContext {
  name: string;
  inert: boolean;
  /** An event handler attribute on this element. */
  listener: boolean;
  /** Hidden from screen readers (axe leaves such elements out of every rule). */
  axeHidden: boolean;
}

/**
 * What Lighthouse's gatherers read from the DOM a browser builds, tracked alongside the streaming parse: anchors
 * (AnchorElements), images as axe's image-alt rule sees them, the document's base URL and its `lang` attributes.
 * Elements a browser would not create (inside `<noscript>` with scripting on, or `<template>`) are skipped.
 */
export class LighthouseView {
  private readonly stack: ViewElement[] = [];
  private readonly tracker = new AnchorTracker();
  private readonly images: (AxeImage & { labelledBy: string[] })[] = [];
  private index = 0;
  private langs = 0;
  private onlyLang: { element: string; value: string } | null = null;
  private baseHref: string | null = null;

  /** The element last opened exists only as text or in a template's fragment. */
  get inert(): boolean {
    return this.stack.at(-1)?.inert ?? false;
  }

  open(name: string, attrs: Attributes): void {
    const parent = this.stack.at(-1);
    const inert = parent !== undefined && (parent.inert || INERT_CONTENT.has(parent.name));
    const style = attrs.style;
    const unrendered =
      UNRENDERED.has(name) || attrs.hidden !== undefined || (style !== undefined && DISPLAY_NONE.test(style));
    const element: ViewElement = {
      name,
      depth: this.stack.length,
      index: this.index++,
      lang: attrs.lang ?? parent?.lang ?? null,
      unrendered,
      inUnrendered: unrendered || (parent?.inUnrendered ?? false),
      ancestorListener: parent !== undefined && (parent.ancestorListener || parent.listener),
      svg: name === "svg" || (parent?.svg ?? false),
      inert,
      listener: hasEventHandler(name, attrs),
      axeHidden:
        unrendered ||
        (parent?.axeHidden ?? false) ||
        (attrs["aria-hidden"] !== undefined && attrs["aria-hidden"].trim().toLowerCase() === "true") ||
        (style !== undefined && INVISIBLE.test(style)),
    };
    this.stack.push(element);
    if (inert) return;
    if (attrs.lang !== undefined) {
      this.langs++;
      this.onlyLang = { element: name, value: attrs.lang };
    }
    if (name === "base" && attrs.href !== undefined) this.baseHref ??= attrs.href;
    if (name === "a") this.tracker.openAnchor(attrs, element, element.listener);
    else this.tracker.openChild(element, LINE_BREAKS.has(name));
    if (name === "img" && !element.axeHidden) this.addImage(attrs);
  }

  text(text: string): void {
    const top = this.stack.at(-1);
    if (top && !top.inert) this.tracker.text(text, top);
  }

  close(): void {
    const element = this.stack.pop();
    if (element && !element.inert)
      this.tracker.closeElement(element.depth, LINE_BREAKS.has(element.name), element.inUnrendered);
  }

  /** The document's base URL is known only at the end: the DOM resolves every href against it once loaded. */
  finish(pageUrl: string, ids: Set<string>): { anchors: AnchorFacts[]; images: AxeImage[]; base: string } {
    const base = this.documentBase(pageUrl);
    const single =
      this.langs === 1 && (this.onlyLang?.element === "html" || this.onlyLang?.element === "body")
        ? (this.onlyLang?.value ?? null)
        : null;
    this.tracker.finish(single);
    const images = this.images.map(({ labelledBy, ...image }) => ({
      ...image,
      named: image.named || labelledBy.some((id) => ids.has(id)),
    }));
    return { anchors: this.tracker.anchors, images, base };
  }

  /** The first `<base href>` anywhere in the document; a URL that does not parse leaves the page's own. */
  private documentBase(pageUrl: string): string {
    if (this.baseHref === null) return pageUrl;
    try {
      return new URL(this.baseHref, pageUrl).href;
    } catch {
      return pageUrl;
    }
  }

  private addImage(attrs: Attributes): void {
    const blank = (value: string | undefined) => (value ?? "").replace(/\s+/g, "") === "";
    this.images.push({
      src: attrs.src ?? attrs["data-src"] ?? "",
      alt: attrs.alt ?? null,
      role: explicitRole(attrs.role),
      named: !blank(attrs["aria-label"]) || !blank(attrs.title),
      labelledBy: (attrs["aria-labelledby"] ?? "").split(/\s+/).filter((id) => id !== ""),
      focusable: attrs.tabindex !== undefined && /^\s*[-+]?\d+/.test(attrs.tabindex),
      globalAria: GLOBAL_ARIA.some((name) => attrs[name] !== undefined),
    });
  }
}
