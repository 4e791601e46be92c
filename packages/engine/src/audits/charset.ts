import { defineHtmlAudit, SEARCH_ENGINES } from "./define-audit";
import { check } from "./outcome";

export const charset = defineHtmlAudit(
  {
    id: "charset",
    category: "ux",
    taskCategory: "technical",
    engines: SEARCH_ENGINES,
    title: { tr: "Karakter kodlaması doğru bildiriliyor", en: "Properly defines charset" },
    failureTitle: { tr: "Karakter kodlaması bildirilmiyor", en: "Charset declaration is missing" },
    description: {
      tr: 'Kodlama bildirilmezse ş, ğ, ı gibi harfler bozuk görünebilir. `<meta charset="utf-8">` ekleyin veya `Content-Type` başlığında `charset` belirtin.',
      en: 'Without a declared encoding, letters like ş, ğ, ı can render garbled. Add `<meta charset="utf-8">` or a charset in the Content-Type header.',
    },
    learnMore: "https://developer.chrome.com/docs/lighthouse/best-practices/charset/",
  },
  (html, page) =>
    check(html.metaCharset !== null || /charset=/i.test(page.headers["content-type"] ?? ""), [
      { url: page.url },
    ]),
);
