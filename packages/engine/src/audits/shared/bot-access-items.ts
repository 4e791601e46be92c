import { BOT_TOKENS, type BotPurpose } from "../../gatherers/site/bot-tokens";
import type { SiteArtifacts } from "../../gatherers/site/types";

/** One row per crawler token of a purpose: may it fetch the start page under robots.txt? */
export function botAccessItems(site: SiteArtifacts, purpose: BotPurpose) {
  const url = site.startPage?.finalUrl ?? site.startUrl;
  return BOT_TOKENS.filter((bot) => bot.purpose === purpose).map((bot) => {
    const allowed = site.robots.isAllowed(url, bot.token);
    return { url, ok: allowed, detail: { token: bot.token, allowed } };
  });
}
