import { defineSiteAudit } from "./define-audit";
import { shareOutcome } from "./outcome";
import { botAccessItems } from "./shared/bot-access-items";

export const aiRetrievalBotAccess = defineSiteAudit(
  {
    id: "ai-retrieval-bot-access",
    category: "aio",
    taskCategory: "seo",
    engines: ["chatgpt"],
    title: {
      tr: "Yapay zekâ arama botları siteye erişebiliyor",
      en: "AI search and retrieval bots can access the site",
    },
    failureTitle: {
      tr: "robots.txt yapay zekâ arama botlarını engelliyor",
      en: "robots.txt blocks AI search and retrieval bots",
    },
    description: {
      tr: "OAI-SearchBot, ChatGPT-User, PerplexityBot, Claude-SearchBot ve Claude-User yanıtlarda alıntılanacak sayfaları getirir. Bunları engellemek sitenizi yapay zekâ yanıtlarından çıkarır (eğitimle ilgisi yoktur).",
      en: "OAI-SearchBot, ChatGPT-User, PerplexityBot, Claude-SearchBot and Claude-User fetch the pages answers cite. Blocking them drops the site from AI answers (it has nothing to do with training).",
    },
    learnMore: "https://platform.openai.com/docs/bots",
  },
  (site) => shareOutcome(botAccessItems(site, "retrieval"), "bot"),
);
