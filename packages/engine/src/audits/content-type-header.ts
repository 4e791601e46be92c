import { defineHtmlAudit, SEARCH_ENGINES } from "./define-audit";
import { check } from "./outcome";

export const contentTypeHeader = defineHtmlAudit(
  {
    id: "content-type-header",
    category: "technical",
    taskCategory: "technical",
    engines: SEARCH_ENGINES,
    title: {
      tr: "HTML sayfaları doğru içerik türü başlığıyla (`Content-Type`) sunuluyor",
      en: "HTML pages are served with a correct Content-Type",
    },
    failureTitle: {
      tr: "HTML sayfasında içerik türü başlığı (`Content-Type`) eksik",
      en: "HTML page lacks a Content-Type header",
    },
    description: {
      tr: "Sunucu HTML sayfaları `Content-Type: text/html; charset=utf-8` ile göndermelidir; aksi halde tarayıcılar ve botlar içeriği tahmin etmek zorunda kalır.",
      en: "The server should send HTML pages with `Content-Type: text/html; charset=utf-8`; otherwise browsers and bots must guess.",
    },
    learnMore: "https://developer.mozilla.org/docs/Web/HTTP/Headers/Content-Type",
  },
  (_html, page) =>
    check(page.contentType !== null, [{ url: page.url, contentType: page.headers["content-type"] ?? null }]),
);
