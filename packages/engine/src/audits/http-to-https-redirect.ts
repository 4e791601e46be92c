import { ALL_ENGINES, defineSiteAudit } from "./define-audit";
import { siteCheck, siteNotApplicable } from "./outcome";

export const httpToHttpsRedirect = defineSiteAudit(
  {
    id: "http-to-https-redirect",
    category: "technical",
    taskCategory: "technical",
    engines: ALL_ENGINES,
    title: { tr: "HTTP istekleri HTTPS'ye yönlendiriliyor", en: "HTTP requests redirect to HTTPS" },
    failureTitle: {
      tr: "HTTP sürümü HTTPS'ye yönlendirmiyor",
      en: "The HTTP version does not redirect to HTTPS",
    },
    description: {
      tr: "http:// ile gelen ziyaretçi ve botlar 301 ile https:// adresine yönlendirilmelidir; aksi halde site iki kopya halinde görünür.",
      en: "Visitors and bots arriving on http:// should get a 301 to https://; otherwise the site exists twice.",
    },
    learnMore: "https://developer.chrome.com/docs/lighthouse/best-practices/redirects-http/",
  },
  ({ startUrl, startPage, httpVariant }) => {
    const finalUrl = startPage?.finalUrl ?? startUrl;
    if (finalUrl.startsWith("http:"))
      return siteCheck(false, [{ url: finalUrl, problem: "site is served over HTTP" }]);
    if (httpVariant === null || httpVariant.status === 0) {
      return siteNotApplicable({
        tr: "HTTP sürümüne ulaşılamadı",
        en: "The HTTP version could not be reached",
      });
    }
    const redirects =
      httpVariant.status >= 300 &&
      httpVariant.status < 400 &&
      (httpVariant.location ?? "").startsWith("https:");
    return siteCheck(redirects, [{ status: httpVariant.status, location: httpVariant.location }]);
  },
);
