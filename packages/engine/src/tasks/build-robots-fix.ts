import { BOT_TOKENS } from "../gatherers/site/bot-tokens";
import type { SiteArtifacts } from "../gatherers/site/types";

/** Exact robots.txt lines for robots-related audits; null when the audit is not about robots.txt. */
export function buildRobotsFix(
  auditId: string,
  site: SiteArtifacts,
  details: Record<string, unknown>[],
): string | null {
  const url = site.startPage?.finalUrl ?? site.startUrl;
  const allowGroups = (tokens: string[]) =>
    tokens
      .filter((token) => !site.robots.isAllowed(url, token))
      .map((token) => [...removals(site.robots.body, token), `User-agent: ${token}`, "Allow: /"].join("\n"))
      .join("\n\n");
  switch (auditId) {
    case "googlebot-access":
      return allowGroups(["Googlebot"]);
    case "bingbot-access":
      return allowGroups(["Bingbot"]);
    case "ai-retrieval-bot-access":
      return allowGroups(BOT_TOKENS.filter((bot) => bot.purpose === "retrieval").map((bot) => bot.token));
    case "sitemap-in-robots":
    case "sitemap":
      return `Sitemap: ${site.sitemaps.find((doc) => doc.kind !== "invalid")?.url ?? `${new URL(url).origin}/sitemap.xml`}`;
    case "yandex-clean-param":
      return `Clean-param: ${details.map((row) => String(row.param)).join("&")}`;
    case "crawl-delay":
      return site.robots.body
        .split(/\r?\n/)
        .filter((line) => /^\s*crawl-delay\s*:/i.test(line))
        .map((line) => `# remove or lower: ${line.trim()}`)
        .concat("Crawl-delay: 5")
        .join("\n");
    case "content-signal":
      return "Content-Signal: search=yes, ai-input=yes, ai-train=no";
    default:
      return null;
  }
}

/** The Disallow lines of the token's own group(s), as lines to delete (commented, so the block stays valid). */
function removals(body: string, token: string): string[] {
  const lines: string[] = [];
  let groupAgents: string[] = [];
  let inRules = false;
  for (const raw of body.split(/\r?\n/)) {
    const line = raw.replace(/#.*/, "").trim();
    const match = /^([\w-]+)\s*:\s*(.*)$/.exec(line);
    if (!match) continue;
    const name = (match[1] ?? "").toLowerCase();
    if (name === "user-agent") {
      if (inRules) groupAgents = [];
      inRules = false;
      groupAgents.push((match[2] ?? "").toLowerCase());
    } else {
      inRules = true;
      if (name === "disallow" && match[2] && groupAgents.includes(token.toLowerCase()))
        lines.push(`# remove: ${line}`);
    }
  }
  return lines;
}
