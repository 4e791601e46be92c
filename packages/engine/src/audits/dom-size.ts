import { ALL_ENGINES, defineHtmlAudit } from "./define-audit";
import { check } from "./outcome";

const MAX_NODES = 1500;
const MAX_DEPTH = 32;

export const domSize = defineHtmlAudit(
  {
    id: "dom-size",
    category: "ux",
    taskCategory: "performance",
    engines: ALL_ENGINES,
    title: { tr: "DOM boyutu makul", en: "DOM size is reasonable" },
    failureTitle: { tr: "DOM çok büyük veya çok derin", en: "DOM is too large or too deep" },
    description: {
      tr: "1.500'den fazla öğe veya 32'den derin iç içe yapı, stil hesaplamayı ve etkileşimleri yavaşlatır. Gereksiz sarmalayıcıları ve gizli öğeleri kaldırın.",
      en: "More than 1,500 elements or nesting deeper than 32 slows style calculation and interaction. Remove needless wrappers and hidden elements.",
    },
    learnMore: "https://developer.chrome.com/docs/lighthouse/performance/dom-size/",
  },
  (html, page) =>
    check(html.nodeCount <= MAX_NODES && html.maxDepth <= MAX_DEPTH, [
      { url: page.url, nodes: html.nodeCount, depth: html.maxDepth },
    ]),
);
