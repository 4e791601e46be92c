import { defineHtmlAudit } from "./define-audit";
import { check } from "./outcome";

export const metaKeywords = defineHtmlAudit(
  {
    id: "meta-keywords",
    category: "content",
    taskCategory: "content",
    engines: ["google", "bing"],
    title: { tr: "Meta keywords etiketi kullanılmıyor", en: "No meta keywords tag" },
    failureTitle: { tr: "Meta keywords etiketi kullanılıyor", en: "Meta keywords tag is used" },
    description: {
      tr: "Google meta keywords'ü yok sayar, Bing ise aşırı kullanımını spam işareti sayabilir; rakiplere anahtar kelimelerinizi de gösterir. Etiketi kaldırın.",
      en: "Google ignores meta keywords and Bing may treat heavy use as spam; it also shows competitors your keywords. Remove the tag.",
    },
    learnMore: "https://developers.google.com/search/blog/2009/09/google-does-not-use-keywords-meta-tag",
  },
  (html, page) => check(!html.metaKeywords, [{ url: page.url }]),
);
