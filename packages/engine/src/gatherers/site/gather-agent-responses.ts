import type { Fetcher } from "../../net/types";
import { parseHtmlFacts } from "../page/parse-html-facts";
import { BOT_TOKENS, BROWSER_USER_AGENT, COMPARED_AGENTS } from "./bot-tokens";
import type { AgentResponse } from "./types";

/** Fetches the start page as a browser and as each compared crawler, keeping status and text fingerprints. */
export async function gatherAgentResponses(fetcher: Fetcher, url: string): Promise<AgentResponse[]> {
  const agents = [
    { token: "browser", userAgent: BROWSER_USER_AGENT },
    ...BOT_TOKENS.filter((bot) => COMPARED_AGENTS.includes(bot.token)).map((bot) => ({
      token: bot.token,
      userAgent: bot.userAgent,
    })),
  ];
  return Promise.all(
    agents.map(async ({ token, userAgent }) => {
      const result = await fetcher.fetch(url, { userAgent });
      const facts =
        result.body && result.contentType === "text/html"
          ? parseHtmlFacts(result.body, result.finalUrl)
          : null;
      return {
        token,
        status: result.status,
        errorCode: result.error?.code ?? null,
        wordCount: facts?.wordCount ?? 0,
        simhash: facts?.simhash ?? null,
      };
    }),
  );
}
