import { defineSiteAudit } from "./define-audit";
import { siteCheck } from "./outcome";

export const contentSignal = defineSiteAudit(
  {
    id: "content-signal",
    category: "aio",
    engines: ["google", "chatgpt", "gemini", "grok"],
    title: {
      tr: "İçerik kullanım sinyali (`Content-Signal`) arama ve yapay zekâ yanıtlarına izin veriyor",
      en: "Content-Signal allows search and AI answers",
    },
    failureTitle: {
      tr: "İçerik kullanım sinyali (`Content-Signal`) arama veya yapay zekâ yanıtlarını reddediyor",
      en: "Content-Signal refuses search or AI answers",
    },
    description: {
      tr: "robots.txt'deki `Content-Signal: search=yes, ai-input=yes, ai-train=no` satırı içeriğin nasıl kullanılabileceğini söyler. search=no veya ai-input=no, yapay zekâ yanıtlarında görünürlüğü kısıtlar.",
      en: "A `Content-Signal: search=yes, ai-input=yes, ai-train=no` line in robots.txt states how content may be used. search=no or ai-input=no limits visibility in AI answers.",
    },
    learnMore: "https://contentsignals.org/",
  },
  ({ robots }) => {
    const refusing = robots.contentSignals.filter((value) => /\b(search|ai-input)\s*=\s*no\b/i.test(value));
    const declared = robots.contentSignals.length > 0;
    return siteCheck(
      refusing.length === 0,
      refusing.map((value) => ({ signal: value })),
      {
        tr: declared ? "Bildirildi" : "Bildirilmedi",
        en: declared ? "Declared" : "Not declared",
      },
    );
  },
);
