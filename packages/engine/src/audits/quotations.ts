import { defineEvidenceAudit } from "./shared/define-evidence-audit";

export const quotations = defineEvidenceAudit(
  {
    id: "quotations",
    title: { tr: "İçerik alıntılar içeriyor", en: "Content includes quotations" },
    failureTitle: { tr: "İçerikte alıntı yok", en: "Content has no quotations" },
    description: {
      tr: "GEO araştırmasında uzman alıntıları eklemek yapay zekâ yanıtlarındaki görünürlüğü artıran en etkili yöntemlerdendi. Yalnızca gerçek ve kaynağı gösterilen alıntılar kullanın (<blockquote> veya <q>).",
      en: "In the GEO study, adding expert quotations was among the most effective ways to gain visibility in AI answers. Use only real, attributed quotes (<blockquote> or <q>).",
    },
  },
  (html) => html.evidence.quotations > 0,
);
