import type { Engine } from "../../gatherers/site/bot-tokens";
import { defineSiteAudit, type MetaInput } from "../define-audit";
import { shareOutcome } from "../outcome";

/** Share of crawled HTML pages robots.txt lets one search crawler fetch. */
export function defineSearchBotAudit(
  input: Omit<MetaInput, "category" | "engines">,
  token: string,
  engines: Engine[],
) {
  return defineSiteAudit(
    { ...input, category: "aio", taskCategory: "technical", engines },
    ({ pages, robots }) =>
      shareOutcome(
        pages
          .filter((page) => page.isHtml || page.blockedByRobots)
          .map((page) => ({
            url: page.url,
            ok: robots.isAllowed(page.finalUrl, token),
            detail: { url: page.url, token },
          })),
      ),
  );
}
