import type { Page } from "playwright-core";

/**
 * Empty when the page does not scroll sideways; otherwise the outermost elements that stick out
 * past the viewport's right edge (tag, classes, right edge), to name the cause in a failure.
 */
export function overflowingElements(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const overflow = document.documentElement.scrollWidth - width;
    if (overflow <= 0) return [];
    const clipped = (element: Element) => {
      // A box that scrolls or clips and fits the screen hides what is wider inside it, but not an
      // absolutely positioned descendant whose containing block lies outside it (an sr-only label in
      // a scrolling table escapes a wrapper that is not itself positioned).
      const position = getComputedStyle(element).position;
      if (position === "fixed") return false;
      let containingBlock = position === "absolute" ? (element as HTMLElement).offsetParent : null;
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        const style = getComputedStyle(parent);
        if (containingBlock && parent !== containingBlock) continue;
        containingBlock = null;
        if (style.overflowX !== "visible" && parent.getBoundingClientRect().right <= width + 0.5) return true;
        if (style.position === "fixed") return false;
        if (style.position === "absolute") containingBlock = parent.offsetParent;
      }
      return false;
    };
    const describe = (element: Element) => {
      const classes = typeof element.className === "string" ? element.className.slice(0, 80) : "";
      const right = Math.round(element.getBoundingClientRect().right);
      const text = (element.textContent ?? "").trim().slice(0, 40);
      return `${element.tagName.toLowerCase()}.${classes} "${text}" right=${right} (+${overflow})`;
    };
    const wide = [...document.querySelectorAll("body *")].filter(
      (element) => element.getBoundingClientRect().right > width + 0.5 && !clipped(element),
    );
    const described = wide.slice(0, 8).map(describe);
    return described.length ? described : [`document is ${overflow} px wider than the screen`];
  });
}
