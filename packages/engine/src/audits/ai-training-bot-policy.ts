import { defineSiteAudit } from "./define-audit";
import { shareOutcome } from "./outcome";
import { botAccessItems } from "./shared/bot-access-items";

export const aiTrainingBotPolicy = defineSiteAudit(
  {
    id: "ai-training-bot-policy",
    category: "aio",
    engines: [],
    scoreDisplayMode: "informative",
    title: { tr: "Yapay zekâ eğitim botları politikası", en: "AI training bot policy" },
    failureTitle: { tr: "Yapay zekâ eğitim botları politikası", en: "AI training bot policy" },
    description: {
      tr: "GPTBot, Google-Extended, ClaudeBot, Applebot-Extended, CCBot ve Bytespider yalnızca model eğitimi için veri toplar. Engellemek bir hata değildir ve arama ya da yapay zekâ yanıtlarındaki görünürlüğü etkilemez; yalnızca bilgi amaçlı gösterilir.",
      en: "GPTBot, Google-Extended, ClaudeBot, Applebot-Extended, CCBot and Bytespider only collect training data. Blocking them is not a fault and does not affect search or AI-answer visibility; shown for information only.",
    },
    learnMore:
      "https://developers.google.com/search/docs/crawling-indexing/google-common-crawlers#google-extended",
  },
  (site) => {
    const outcome = shareOutcome(botAccessItems(site, "training"), "bot");
    return {
      ...outcome,
      failingUrls: [],
      details: botAccessItems(site, "training").map((item) => item.detail),
    };
  },
);
