import { defineEvidenceAudit } from "./shared/define-evidence-audit";

export const sourceCitations = defineEvidenceAudit(
  {
    id: "source-citations",
    title: { tr: "İçerik dış kaynaklara atıf yapıyor", en: "Content cites outside sources" },
    failureTitle: { tr: "İçerik dış kaynaklara atıf yapmıyor", en: "Content cites no outside sources" },
    description: {
      tr: "Metin içinde güvenilir dış kaynaklara bağlantı vermek, GEO araştırmasında özellikle alt sıralardaki sitelerin yapay zekâ yanıtlarında görünürlüğünü artırdı.",
      en: "Linking to reliable outside sources in the text raised visibility in AI answers in the GEO study, most of all for lower-ranked sites.",
    },
  },
  (html) => html.evidence.citations > 0,
);
