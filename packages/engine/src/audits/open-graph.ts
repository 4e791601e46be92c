import { ALL_ENGINES, defineHtmlAudit } from "./define-audit";
import { check } from "./outcome";

const REQUIRED = ["og:title", "og:type", "og:image", "og:url"];

export const openGraph = defineHtmlAudit(
  {
    id: "open-graph",
    category: "content",
    taskCategory: "content",
    engines: ALL_ENGINES,
    title: { tr: "Open Graph etiketleri tam", en: "Open Graph tags are complete" },
    failureTitle: { tr: "Open Graph etiketleri eksik", en: "Open Graph tags are missing" },
    description: {
      tr: "`og:title`, `og:type`, `og:image` ve `og:url` etiketleri sayfanın sosyal medyada ve sohbet uygulamalarında nasıl görüneceğini belirler.",
      en: "og:title, og:type, og:image and og:url decide how the page looks when shared on social networks and in chat apps.",
    },
    learnMore: "https://ogp.me/",
  },
  (html, page) => {
    const missing = REQUIRED.filter((key) => !html.openGraph[key]);
    return check(missing.length === 0, [{ url: page.url, missing: missing.join(", ") }]);
  },
);
