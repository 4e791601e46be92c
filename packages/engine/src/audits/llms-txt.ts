import { defineSiteAudit } from "./define-audit";
import { siteCheck, siteNotApplicable } from "./outcome";

const MIN_LENGTH = 50;

export const llmsTxt = defineSiteAudit(
  {
    id: "llms-txt",
    category: "aio",
    taskCategory: "seo",
    engines: ["chatgpt", "gemini", "grok"],
    title: { tr: "llms.txt geçerli", en: "llms.txt is valid" },
    failureTitle: { tr: "llms.txt eksik veya geçersiz", en: "llms.txt is missing or invalid" },
    description: {
      tr: "llms.txt (önerilen standart), yapay zekâ ajanlarına sitenin özetini ve önemli sayfalarını markdown olarak sunar: bir H1 başlık, `>` özet ve `- [ad](url)` listeleri. Büyük motorlar henüz resmî olarak kullanmıyor; ağırlığı düşüktür.",
      en: "llms.txt (a proposed standard) gives AI agents a markdown summary of the site and its key pages: an H1, a `>` summary and `- [name](url)` lists. Major engines don't officially use it yet, so its weight is low.",
    },
    learnMore: "https://llmstxt.org/",
  },
  ({ llmsTxt }) => {
    if (llmsTxt.status === 0)
      return siteNotApplicable({ tr: "llms.txt istenemedi", en: "llms.txt could not be requested" });
    if (llmsTxt.status >= 300) return siteCheck(false, [{ status: llmsTxt.status, problem: "not found" }]);
    const problems = [
      /^#\s+\S/m.test(llmsTxt.body) ? null : "missing H1 line",
      /\[[^\]]+\]\([^)]+\)/.test(llmsTxt.body) ? null : "no markdown link",
      llmsTxt.body.trim().length >= MIN_LENGTH ? null : "shorter than 50 characters",
    ].filter((problem): problem is string => problem !== null);
    return siteCheck(
      problems.length === 0,
      problems.map((problem) => ({ problem })),
    );
  },
);
