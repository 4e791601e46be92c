import { looksClientRendered } from "../gatherers/page/looks-client-rendered";
import { defineHtmlAudit } from "./define-audit";
import { check, notApplicable } from "./outcome";

export const serverRenderedContent = defineHtmlAudit(
  {
    id: "server-rendered-content",
    category: "aio",
    taskCategory: "technical",
    engines: ["bing", "yandex", "chatgpt", "grok"],
    title: { tr: "Ana içerik sunucu HTML'inde", en: "Main content is in the server HTML" },
    failureTitle: {
      tr: "Ana içerik yalnızca JavaScript ile oluşuyor",
      en: "Main content only appears with JavaScript",
    },
    description: {
      tr: "Yapay zekâ botlarının çoğu JavaScript çalıştırmaz; içeriği yalnızca tarayıcıda oluşturulan sayfaları boş görür. Sunucu tarafı oluşturma (SSR) veya ön oluşturma kullanın.",
      en: "Most AI crawlers do not run JavaScript and see client-rendered pages as empty. Use server-side rendering or prerendering.",
    },
    learnMore: "https://web.dev/articles/rendering-on-the-web",
  },
  (html, page) => {
    if (page.status !== 200) return notApplicable;
    // AI crawlers read the server HTML, also when the page was rendered for the other audits.
    const server = page.render?.serverHtml ?? html;
    return check(!looksClientRendered(server), [
      { url: page.url, words: server.wordCount, scripts: server.scriptCount },
    ]);
  },
);
