import { simhashSimilarity } from "../gatherers/page/compute-simhash";
import { defineSiteAudit } from "./define-audit";
import { shareOutcome, siteNotApplicable } from "./outcome";

const MIN_SIMILARITY = 0.8;

export const aiUserAgentParity = defineSiteAudit(
  {
    id: "ai-user-agent-parity",
    category: "aio",
    taskCategory: "technical",
    engines: ["google", "bing", "chatgpt", "gemini", "grok"],
    title: { tr: "Botlar tarayıcıyla aynı yanıtı alıyor", en: "Bots get the same response as a browser" },
    failureTitle: {
      tr: "Bazı botlar farklı yanıt alıyor (engel veya doğrulama sayfası)",
      en: "Some bots get a different response (block or challenge page)",
    },
    description: {
      tr: "Güvenlik duvarları ve bot korumaları Googlebot'a, Bingbot'a veya yapay zekâ botlarına 403 ya da doğrulama sayfası döndürebilir. Bu botların izinli olduğundan emin olun.",
      en: "Firewalls and bot protection may answer Googlebot, Bingbot or AI bots with a 403 or a challenge page. Make sure these bots are let through.",
    },
    learnMore: "https://developers.cloudflare.com/bots/concepts/bot/verified-bots/",
  },
  ({ agentResponses, startPage, startUrl }) => {
    const browser = agentResponses.find((response) => response.token === "browser");
    if (browser?.status !== 200)
      return siteNotApplicable({
        tr: "Tarayıcı yanıtı alınamadı",
        en: "No browser response to compare with",
      });
    return shareOutcome(
      agentResponses
        .filter((response) => response !== browser)
        .map((response) => {
          const similar =
            browser.simhash !== null &&
            response.simhash !== null &&
            simhashSimilarity(browser.simhash, response.simhash) >= MIN_SIMILARITY;
          return {
            url: startPage?.finalUrl ?? startUrl,
            ok:
              response.status === browser.status &&
              (similar || Math.abs(response.wordCount - browser.wordCount) <= browser.wordCount * 0.2),
            detail: {
              token: response.token,
              status: response.status,
              words: response.wordCount,
              browserWords: browser.wordCount,
            },
          };
        }),
    );
  },
);
