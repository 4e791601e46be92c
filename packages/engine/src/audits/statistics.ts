import { defineEvidenceAudit } from "./shared/define-evidence-audit";

export const statistics = defineEvidenceAudit(
  {
    id: "statistics",
    title: {
      tr: "İçerik somut sayılar ve istatistikler içeriyor",
      en: "Content includes concrete figures and statistics",
    },
    failureTitle: { tr: "İçerikte istatistik yok", en: "Content has no statistics" },
    description: {
      tr: "GEO araştırmasında (Aggarwal vd., KDD 2024) istatistik eklemek yapay zekâ yanıtlarındaki görünürlüğü %30–40 artırdı. Yalnızca gerçek, kaynağı belli veriler ekleyin.",
      en: "In the GEO study (Aggarwal et al., KDD 2024) adding statistics raised visibility in AI answers by 30–40%. Add only real, sourced figures.",
    },
  },
  (html) => html.evidence.statistics > 0,
);
