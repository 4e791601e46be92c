import { defineHtmlAudit } from "./define-audit";
import { check } from "./outcome";

export const duplicateId = defineHtmlAudit(
  {
    id: "duplicate-id",
    category: "ux",
    taskCategory: "accessibility",
    engines: ["google"],
    title: { tr: "id değerleri benzersiz", en: "`[id]` attributes are unique" },
    failureTitle: { tr: "Yinelenen id değerleri var", en: "Duplicate `[id]` attributes exist" },
    description: {
      tr: "Aynı id'nin birden çok öğede kullanılması etiketleri, bağlantı çapalarını ve betikleri bozar. Her id'yi benzersiz yapın.",
      en: "Reusing an id on several elements breaks labels, anchor links and scripts. Make every id unique.",
    },
    learnMore: "https://dequeuniversity.com/rules/axe/4.10/duplicate-id",
  },
  (html, page) =>
    check(html.duplicateIds.length === 0, [{ url: page.url, ids: html.duplicateIds.slice(0, 10).join(" ") }]),
);
