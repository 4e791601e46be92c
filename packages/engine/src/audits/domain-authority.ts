import { defineOffpageAudit } from "./shared/define-offpage-audit";

export const domainAuthority = defineOffpageAudit({
  id: "domain-authority",
  title: { tr: "Alan adı otoritesi yeterli", en: "Domain authority is adequate" },
  failureTitle: { tr: "Alan adı otoritesi düşük", en: "Domain authority is low" },
  description: {
    tr: "DA/DR gibi üçüncü taraf ölçüler bağlantı profilinin gücünü özetler; bir sağlayıcı bağlanana kadar gösterilmez.",
    en: "Third-party measures such as DA/DR summarise link strength; they are shown once a provider is connected.",
  },
  learnMore: "https://developers.google.com/search/docs/fundamentals/seo-starter-guide#promote-your-website",
});
