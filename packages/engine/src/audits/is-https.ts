import { ALL_ENGINES, definePageAudit } from "./define-audit";
import { check } from "./outcome";

export const isHttps = definePageAudit(
  {
    id: "is-https",
    category: "technical",
    taskCategory: "technical",
    engines: ALL_ENGINES,
    title: { tr: "Sayfa HTTPS kullanıyor", en: "Page uses HTTPS" },
    failureTitle: { tr: "Sayfa HTTPS kullanmıyor", en: "Page does not use HTTPS" },
    description: {
      tr: "HTTPS, ziyaretçi verilerini korur ve Google için bir sıralama sinyalidir. Geçerli bir sertifika kurup tüm sayfaları HTTPS üzerinden sunun.",
      en: "HTTPS protects visitors' data and is a ranking signal for Google. Install a valid certificate and serve every page over HTTPS.",
    },
    learnMore: "https://developer.chrome.com/docs/lighthouse/best-practices/is-on-https/",
  },
  (page) => check(page.finalUrl.startsWith("https:"), [{ url: page.finalUrl }]),
);
