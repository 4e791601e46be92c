import { defineSiteAudit, SEARCH_ENGINES } from "./define-audit";
import { siteCheck, siteNotApplicable } from "./outcome";
import { validateRobotsTxt } from "./shared/validate-robots-txt";

export const robotsTxt = defineSiteAudit(
  {
    id: "robots-txt",
    category: "technical",
    taskCategory: "technical",
    engines: SEARCH_ENGINES,
    title: { tr: "robots.txt geçerli", en: "robots.txt is valid" },
    failureTitle: { tr: "robots.txt geçerli değil", en: "robots.txt is not valid" },
    description: {
      tr: "Bozuk bir robots.txt, arama motorlarının sitenizi istediğiniz gibi taramasını engelleyebilir. Hatalı satırları düzeltin; 5xx yanıtı tüm taramayı durdurabilir.",
      en: "A malformed robots.txt can stop crawlers from crawling the site the way you want. Fix the listed lines; a 5xx answer can halt crawling altogether.",
    },
    learnMore: "https://developer.chrome.com/docs/lighthouse/seo/invalid-robots-txt/",
  },
  ({ robots }) => {
    if (robots.status === 0)
      return siteCheck(false, [{ url: robots.url, problem: "could not be downloaded" }]);
    if (robots.status >= 500) return siteCheck(false, [{ url: robots.url, status: robots.status }]);
    if (robots.status >= 400 || robots.body.trim() === "") {
      return siteNotApplicable({ tr: "robots.txt yok veya boş", en: "No robots.txt, or it is empty" });
    }
    const errors = validateRobotsTxt(robots.body);
    return siteCheck(errors.length === 0, errors, {
      tr: `${errors.length} hata`,
      en: `${errors.length} error${errors.length === 1 ? "" : "s"}`,
    });
  },
);
