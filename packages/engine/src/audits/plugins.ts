import { needsPlugin } from "../gatherers/page/embedded-content";
import { defineHtmlAudit, SEARCH_ENGINES } from "./define-audit";
import { check } from "./outcome";

export const plugins = defineHtmlAudit(
  {
    id: "plugins",
    category: "ux",
    taskCategory: "technical",
    engines: SEARCH_ENGINES,
    title: { tr: "Belge eklenti kullanmıyor", en: "Document avoids plugins" },
    failureTitle: { tr: "Belge eklenti kullanıyor", en: "Document uses plugins" },
    description: {
      tr: "<object>, <embed> ve <applet> ile gelen eklentiler mobilde çalışmaz ve arama motorları içeriğini dizinleyemez. HTML5 karşılıklarını kullanın.",
      en: "Plugins via <object>, <embed> and <applet> don't work on mobile and search engines can't index their content. Use HTML5 equivalents.",
    },
    learnMore: "https://developer.chrome.com/docs/lighthouse/seo/plugins/",
  },
  (html, page) => {
    const found = html.embeddedContent.filter(needsPlugin);
    return check(
      found.length === 0,
      found.map((item) => ({
        url: page.url,
        tag: item.tag,
        type: item.type,
        source: item.data ?? item.src ?? item.code,
      })),
    );
  },
);
