import type { Fetcher } from "../../net/types";
import { parseHtmlFacts } from "../page/parse-html-facts";
import type { PageArtifact } from "../page/types";
import { BROWSER_USER_AGENT } from "./bot-tokens";
import type { AgentResponse } from "./types";

/**
 * The start page as an ordinary browser gets it, next to what our own, honestly declared crawler got during
 * the crawl. Search and AI crawlers are not impersonated: firewalls verify them by IP address, so a faked
 * Googlebot from our address is blocked on exactly the well-run sites.
 */
export async function gatherAgentResponses(
  fetcher: Fetcher,
  url: string,
  crawled: { page: PageArtifact | null; userAgent: string },
): Promise<AgentResponse[]> {
  const result = await fetcher.fetch(url, { userAgent: BROWSER_USER_AGENT });
  const facts =
    result.body && result.contentType === "text/html" ? parseHtmlFacts(result.body, result.finalUrl) : null;
  const browser: AgentResponse = {
    token: "browser",
    userAgent: BROWSER_USER_AGENT,
    status: result.status,
    errorCode: result.error?.code ?? null,
    wordCount: facts?.wordCount ?? 0,
    simhash: facts?.simhash ?? null,
  };
  if (!crawled.page) return [browser];
  // Both sides as fetched, without JavaScript: a rendered start page is compared by its server HTML.
  const served = crawled.page.render?.serverHtml ?? crawled.page.html;
  return [
    browser,
    {
      token: "SitelensBot",
      userAgent: crawled.userAgent,
      status: crawled.page.status,
      errorCode: crawled.page.errorCode,
      wordCount: served?.wordCount ?? 0,
      simhash: served?.simhash ?? null,
    },
  ];
}
