import { defineHtmlAudit } from "./define-audit";
import { check } from "./outcome";
import { robotsDirectives } from "./shared/robots-directives";

const MIN_SNIPPET = 50;

export const snippetRestrictions = defineHtmlAudit(
  {
    id: "snippet-restrictions",
    category: "aio",
    engines: ["google", "gemini"],
    title: { tr: "Snippet kısıtlaması yok", en: "No snippet restrictions" },
    failureTitle: {
      tr: "nosnippet veya kısa max-snippet kullanılıyor",
      en: "nosnippet or a short max-snippet is used",
    },
    description: {
      tr: "nosnippet ve max-snippet, Google'ın ve AI Overviews'un içeriğinizi alıntılamasını sınırlar. Bilerek kullanmıyorsanız kaldırın.",
      en: "nosnippet and max-snippet limit how Google and AI Overviews can quote your content. Remove them unless intended.",
    },
    learnMore: "https://developers.google.com/search/docs/appearance/ai-features#controlling",
  },
  (_html, page) => {
    const restrictive = robotsDirectives(page, "googlebot").filter((directive) => {
      const max = /^max-snippet\s*:\s*(-?\d+)/.exec(directive);
      return (
        directive === "nosnippet" || (max !== null && Number(max[1]) >= 0 && Number(max[1]) < MIN_SNIPPET)
      );
    });
    return check(restrictive.length === 0, [{ url: page.url, directives: restrictive.join(", ") }]);
  },
);
