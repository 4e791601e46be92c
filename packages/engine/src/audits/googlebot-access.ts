import { defineSearchBotAudit } from "./shared/define-search-bot-audit";

export const googlebotAccess = defineSearchBotAudit(
  {
    id: "googlebot-access",
    title: { tr: "Googlebot sayfalara erişebiliyor", en: "Googlebot can access the pages" },
    failureTitle: { tr: "robots.txt Googlebot'u engelliyor", en: "robots.txt blocks Googlebot" },
    description: {
      tr: "Googlebot; Google Arama'yı, AI Overviews'u, AI Mode'u ve Gemini'nin web dayanaklarını besler. Engellenen sayfalar bunların hiçbirinde görünmez.",
      en: "Googlebot feeds Google Search, AI Overviews, AI Mode and Gemini's web grounding. Blocked pages appear in none of them.",
    },
    learnMore: "https://developers.google.com/search/docs/appearance/ai-features",
  },
  "Googlebot",
  ["google", "gemini"],
);
