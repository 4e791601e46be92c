import { defineHtmlAudit } from "./define-audit";
import { check } from "./outcome";
import { robotsDirectives } from "./shared/robots-directives";

export const bingNocache = defineHtmlAudit(
  {
    id: "bing-nocache",
    category: "aio",
    engines: ["bing", "chatgpt"],
    title: { tr: "Bing sohbet kullanımı kısıtlanmıyor", en: "Bing chat use is not restricted" },
    failureTitle: {
      tr: "NOCACHE veya NOARCHIVE Bing Copilot kullanımını kısıtlıyor",
      en: "NOCACHE or NOARCHIVE restricts use in Bing Copilot",
    },
    description: {
      tr: "Bing, NOCACHE ile işaretli sayfalardan sohbet yanıtlarında yalnızca URL ve başlığı, NOARCHIVE ile hiçbir şeyi kullanmaz. Bilerek değilse kaldırın.",
      en: "Bing uses only the URL and title of NOCACHE pages in chat answers, and nothing of NOARCHIVE pages. Remove them unless intended.",
    },
    learnMore:
      "https://blogs.bing.com/webmaster/september-2023/Announcing-new-options-for-webmasters-to-control-usage-of-their-content-in-Bing-Chat",
  },
  (_html, page) => {
    const restrictive = robotsDirectives(page, "bingbot").filter((d) => d === "nocache" || d === "noarchive");
    return check(restrictive.length === 0, [{ url: page.url, directives: restrictive.join(", ") }]);
  },
);
