/** Collapsible white space of CSS `white-space: normal` (a no-break space is not collapsible). */
const COLLAPSIBLE = /[\t\n\f\r ]+/g;
const NEEDS_WORK = /[\t\n\f\r\0]| {2}|^ | $/;

/**
 * A rendered element's innerText from its text nodes and line-break marks ("\0" for `<br>` and block
 * boundaries): white space collapsed to one space, lines trimmed and empty lines dropped. Lighthouse reads link
 * texts through innerText, so "read<br>more" is two lines and never the generic "read more".
 */
export function composeInnerText(parts: string[]): string {
  const text = parts.join("");
  // Most link texts are one plain run: nothing to collapse, break or trim.
  if (!NEEDS_WORK.test(text)) return text;
  return text
    .replace(COLLAPSIBLE, " ")
    .split("\0")
    .map((line) => line.replace(/^ | $/g, ""))
    .filter((line) => line !== "")
    .join("\n");
}
