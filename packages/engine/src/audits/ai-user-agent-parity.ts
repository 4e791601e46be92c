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
    title: {
      tr: "Kendini tanıtan tarayıcılar, tarayıcıyla aynı yanıtı alıyor",
      en: "Declared crawlers get the same response as a browser",
    },
    failureTitle: {
      tr: "Kendini tanıtan tarayıcılar farklı yanıt alıyor (engel veya doğrulama sayfası)",
      en: "Declared crawlers get a different response (block or challenge page)",
    },
    description: {
      tr: "Ana sayfa, sıradan bir Chrome tarayıcısı olarak ve kendini açıkça tanıtan tarayıcımız SitelensBot olarak istendi. Farklı yanıt, bot korumasının tanıtılmış botları engellediğini gösterir; yapay zekâ ve arama botlarının da engellenmemesi için güvenlik duvarı kurallarını doğrulanmış botlara izin verecek şekilde ayarlayın.",
      en: "The home page was requested as an ordinary Chrome browser and as our honestly declared crawler, SitelensBot. A different answer means bot protection blocks declared bots; set the firewall to let verified search and AI crawlers through so they are not blocked either.",
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
              userAgent: response.userAgent,
              browserUserAgent: browser.userAgent,
              status: response.status,
              words: response.wordCount,
              browserWords: browser.wordCount,
            },
          };
        }),
    );
  },
);
