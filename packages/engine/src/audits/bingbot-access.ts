import { defineSearchBotAudit } from "./shared/define-search-bot-audit";

export const bingbotAccess = defineSearchBotAudit(
  {
    id: "bingbot-access",
    title: { tr: "Bingbot sayfalara erişebiliyor", en: "Bingbot can access the pages" },
    failureTitle: { tr: "robots.txt Bingbot'u engelliyor", en: "robots.txt blocks Bingbot" },
    description: {
      tr: "Bingbot; Bing'i, Copilot'u ve Bing dizinine dayanan ChatGPT aramasını besler. Engellenen sayfalar bu yanıtlarda yer alamaz.",
      en: "Bingbot feeds Bing, Copilot and ChatGPT search, which relies on Bing's index. Blocked pages can't appear in those answers.",
    },
    learnMore: "https://www.bing.com/webmasters/help/which-crawlers-does-bing-use-8c184ec0",
  },
  "Bingbot",
  ["bing", "chatgpt"],
);
