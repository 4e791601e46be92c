import { defineLinkTargetAudit } from "./shared/define-link-target-audit";

export const redirectedInternalLinks = defineLinkTargetAudit(
  {
    id: "redirected-internal-links",
    taskCategory: "technical",
    title: { tr: "İç bağlantılar doğrudan hedefe gidiyor", en: "Internal links point at final URLs" },
    failureTitle: {
      tr: "İç bağlantılar yönlendirilen URL'lere gidiyor",
      en: "Internal links point at redirecting URLs",
    },
    description: {
      tr: "Yönlendirilen URL'lere verilen iç bağlantılar her tıklamada fazladan istek yaratır. Bağlantıyı son URL ile güncelleyin.",
      en: "Internal links to redirecting URLs add a request on every click. Update them to the final URL.",
    },
    learnMore: "https://developers.google.com/search/docs/crawling-indexing/301-redirects",
  },
  (target) => target.redirected,
);
