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
      .map((token) => `User-agent: ${token}\nAllow: /`)
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
