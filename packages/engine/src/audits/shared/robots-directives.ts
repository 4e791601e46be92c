import type { PageArtifact } from "../../gatherers/page/types";

const VALUE_DIRECTIVES = new Set([
  "max-snippet",
  "max-image-preview",
  "max-video-preview",
  "unavailable_after",
]);

/**
 * Directives that apply to one crawler: its own robots meta (else the generic one), and X-Robots-Tag
 * segments that are generic or prefixed with the crawler's name ("googlebot: noindex").
 */
export function robotsDirectives(page: PageArtifact, botName: string | null): string[] {
  const metas = page.html?.robotsMeta ?? [];
  const header = page.headers["x-robots-tag"];
  // Most pages carry neither, and every page is asked about for several crawlers.
  if (metas.length === 0 && header === undefined) return [];
  const bot = botName?.toLowerCase() ?? null;
  const directives: string[] = [];
  // As Lighthouse does: a meta tag for this crawler replaces the generic robots meta.
  const own = metas.filter((meta) => meta.name === bot);
  for (const meta of own.length > 0 ? own : metas.filter((meta) => meta.name === "robots")) {
    directives.push(...splitList(meta.content));
  }
  let headerBot: string | null = null;
  for (const segment of (header ?? "").split(",")) {
    const match = /^\s*([\w.-]+)\s*:\s*(.*)$/.exec(segment);
    let directive = segment.trim().toLowerCase();
    if (match?.[1] && !VALUE_DIRECTIVES.has(match[1].toLowerCase())) {
      headerBot = match[1].toLowerCase();
      directive = (match[2] ?? "").trim().toLowerCase();
    }
    if (directive && (headerBot === null || headerBot === bot)) directives.push(directive);
  }
  return directives;
}

/** noindex, none, or an unavailable_after date already past. */
export function isBlockingDirective(directive: string, now = Date.now()): boolean {
  if (directive === "noindex" || directive === "none") return true;
  if (!directive.startsWith("unavailable_after")) return false;
  const date = Date.parse(directive.slice(directive.indexOf(":") + 1).trim());
  return !Number.isNaN(date) && date < now;
}

function splitList(content: string): string[] {
  return content
    .split(",")
    .map((part) => part.trim().toLowerCase())
    .filter(Boolean);
}
