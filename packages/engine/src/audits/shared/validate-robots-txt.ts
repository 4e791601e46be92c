const DIRECTIVES = new Set([
  "user-agent",
  "allow",
  "disallow",
  "sitemap",
  "crawl-delay",
  "clean-param",
  "host",
  "request-rate",
  "visit-time",
  "noindex",
  "content-signal",
]);

/** Line errors in the spirit of Lighthouse's robots-txt audit. */
export function validateRobotsTxt(body: string): { line: number; content: string; message: string }[] {
  const errors: { line: number; content: string; message: string }[] = [];
  let inGroup = false;
  const lines = body.split(/\r?\n/);
  for (const [index, text] of lines.entries()) {
    const message = lineError(text, inGroup);
    if (/^\s*user-agent\s*:/i.test(text)) inGroup = true;
    if (message) errors.push({ line: index + 1, content: text.slice(0, 200), message });
  }
  return errors;
}

function lineError(text: string, inGroup: boolean): string | null {
  const content = text.replace(/#.*/, "").trim();
  if (content === "") return null;
  const colon = content.indexOf(":");
  if (colon < 0) return "Syntax not understood";
  const name = content.slice(0, colon).trim().toLowerCase();
  const value = content.slice(colon + 1).trim();
  if (!DIRECTIVES.has(name)) return "Unknown directive";
  if (name === "user-agent") return value === "" ? "No user-agent specified" : null;
  if (name === "allow" || name === "disallow") {
    if (value !== "" && !/^[/*$]/.test(value)) return 'Pattern should either be empty, start with "/" or "*"';
    return inGroup ? null : "No user-agent specified";
  }
  if (name === "sitemap" && !URL.canParse(value)) return "Invalid sitemap URL";
  if (name === "crawl-delay" && !/^\d+(\.\d+)?$/.test(value)) return "Invalid crawl-delay";
  return null;
}
