import { ALL_ENGINES, defineHtmlAudit } from "./define-audit";
import { check } from "./outcome";
import { isValidLanguageTag } from "./shared/language-tag";

export const htmlLang = defineHtmlAudit(
  {
    id: "html-lang",
    category: "content",
    taskCategory: "accessibility",
    engines: ALL_ENGINES,
    title: { tr: "<html> öğesinde geçerli bir lang var", en: "`<html>` element has a valid `[lang]`" },
    failureTitle: {
      tr: "<html> öğesinde geçerli bir lang yok",
      en: "`<html>` element lacks a valid `[lang]`",
    },
    description: {
      tr: 'lang özelliği ekran okuyucuların doğru telaffuz etmesini ve arama motorlarının dili doğru anlamasını sağlar. Örnek: `<html lang="tr">`.',
      en: 'The lang attribute lets screen readers pronounce text correctly and search engines read the language. Example: `<html lang="en">`.',
    },
    learnMore: "https://dequeuniversity.com/rules/axe/4.10/html-has-lang",
  },
  (html, page) =>
    check(html.htmlLang !== null && isValidLanguageTag(html.htmlLang), [
      { url: page.url, lang: html.htmlLang },
    ]),
);
