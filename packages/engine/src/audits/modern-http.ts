import { ALL_ENGINES, defineHtmlAudit } from "./define-audit";
import { check, notApplicable } from "./outcome";

export const modernHttp = defineHtmlAudit(
  {
    id: "modern-http",
    category: "technical",
    taskCategory: "performance",
    engines: ALL_ENGINES,
    title: { tr: "HTTP/2 veya HTTP/3 kullanılıyor", en: "Uses HTTP/2 or HTTP/3" },
    failureTitle: { tr: "Sunucu yalnızca HTTP/1.1 konuşuyor", en: "Server speaks HTTP/1.1 only" },
    description: {
      tr: "HTTP/2 ve HTTP/3 birçok isteği tek bağlantıda taşıyarak yüklemeyi hızlandırır. Sunucuda veya CDN'de HTTP/2'yi açın.",
      en: "HTTP/2 and HTTP/3 carry many requests over one connection and load pages faster. Enable HTTP/2 on the server or CDN.",
    },
    learnMore: "https://developer.chrome.com/docs/lighthouse/best-practices/uses-http2/",
  },
  (_html, page) => {
    // Plain-HTTP sites cannot negotiate HTTP/2 in browsers; is-https already covers them.
    if (page.httpVersion === null || !page.finalUrl.startsWith("https:")) return notApplicable;
    return check(!page.httpVersion.startsWith("1"), [{ url: page.url, httpVersion: page.httpVersion }]);
  },
);
