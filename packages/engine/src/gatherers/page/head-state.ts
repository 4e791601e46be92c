/** Elements the HTML5 tree builder keeps in `<head>`; any other start tag ends the head. */
const HEAD_CONTENT = new Set([
  "html",
  "head",
  "base",
  "basefont",
  "bgsound",
  "link",
  "meta",
  "noframes",
  "script",
  "style",
  "template",
  "title",
  "noscript",
]);
/** Elements whose content is text to the tree builder (noscript too: browsers run with scripting on). */
const RAW_TEXT = new Set(["title", "script", "style", "noscript", "template", "noframes"]);

/** Start tags the "after head" insertion mode puts back into the head (between `</head>` and `<body>`). */
const AFTER_HEAD_CONTENT = new Set([
  "base",
  "basefont",
  "bgsound",
  "link",
  "meta",
  "noframes",
  "script",
  "style",
  "template",
  "title",
]);

/**
 * Tracks where the HTML5 tree builder would end the document head, without building a tree:
 * `</head>`, `<body>`, the first element that cannot live in the head, or non-blank text.
 * Search engines and Lighthouse read canonical, hreflang and robots meta only inside the head.
 * Between `</head>` and `<body>` ("after head" mode) the builder still puts meta, link, base, script, style and
 * title elements into the head; anything else there starts the body.
 */
export class HeadState {
  /** Whether the element being opened (or the text being read) ends up in the head element. */
  inHead = true;
  /** What ended the head early; null while open or when it ended with `</head>` or `<body>`. */
  closedBy: string | null = null;
  private afterHead = false;
  private rawTextDepth = 0;

  openTag(name: string): void {
    if (!this.inHead) return;
    if (this.rawTextDepth > 0) {
      if (RAW_TEXT.has(name)) this.rawTextDepth++;
      return;
    }
    if (this.afterHead) {
      if (name === "html" || name === "head") return;
      if (!AFTER_HEAD_CONTENT.has(name)) this.inHead = false;
      else if (RAW_TEXT.has(name)) this.rawTextDepth++;
      return;
    }
    if (name === "body") this.inHead = false;
    else if (!HEAD_CONTENT.has(name)) this.close(name);
    else if (RAW_TEXT.has(name)) this.rawTextDepth++;
  }

  closeTag(name: string): void {
    if (!this.inHead) return;
    if (this.rawTextDepth > 0 && RAW_TEXT.has(name)) this.rawTextDepth--;
    else if (name === "head" && this.rawTextDepth === 0) this.afterHead = true;
  }

  text(text: string): void {
    if (!this.inHead || this.rawTextDepth > 0 || !/\S/.test(text)) return;
    if (this.afterHead) this.inHead = false;
    else this.close("#text");
  }

  private close(by: string): void {
    this.inHead = false;
    this.closedBy = by;
  }
}
