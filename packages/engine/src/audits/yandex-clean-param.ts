import { indexLinks } from "../gatherers/site/index-links";
import { defineSiteAudit } from "./define-audit";
import { siteCheck, siteNotApplicable } from "./outcome";

const TRACKING_PARAM =
  /^(utm_\w+|gclid|fbclid|yclid|msclkid|sessionid|session_id|sid|phpsessid|jsessionid|ref)$/i;

export const yandexCleanParam = defineSiteAudit(
  {
    id: "yandex-clean-param",
    category: "technical",
    taskCategory: "technical",
    engines: ["yandex"],
    title: {
      tr: "İzleme parametreleri Yandex için Clean-param ile temizleniyor",
      en: "Tracking parameters are cleaned for Yandex with Clean-param",
    },
    failureTitle: {
      tr: "İzleme parametreleri için Clean-param eksik",
      en: "Clean-param is missing for tracking parameters",
    },
    description: {
      tr: "Yandex, utm_ veya oturum parametreli URL'leri ayrı sayfa sayar. robots.txt'ye `Clean-param: utm_source&utm_medium&utm_campaign` gibi bir satır ekleyin.",
      en: "Yandex treats URLs with utm_ or session parameters as separate pages. Add a robots.txt line such as `Clean-param: utm_source&utm_medium&utm_campaign`.",
    },
    learnMore: "https://yandex.com/support/webmaster/robot-workings/clean-param.html",
  },
  ({ pages, links, robots }) => {
    // Read in place: copies of every link target were the largest allocation of the site audits. Distinct
    // query strings are far fewer than URLs (a footer's ?ref= on every page), so only those are parsed.
    const queries = new Set<string>();
    const addQuery = (url: string) => {
      const start = url.indexOf("?");
      if (start === -1) return;
      const hash = url.indexOf("#");
      if (hash === -1) queries.add(url.slice(start + 1));
      else if (start < hash) queries.add(url.slice(start + 1, hash));
    };
    for (const page of pages) addQuery(page.url);
    for (const targets of indexLinks(links).targetsBySource.values())
      for (const target of targets) addQuery(target);
    const params = new Set(
      [...queries]
        .flatMap((query) => [...new URLSearchParams(query).keys()])
        .filter((key) => TRACKING_PARAM.test(key)),
    );
    if (params.size === 0)
      return siteNotApplicable({
        tr: "İzleme parametreli URL bulunmadı",
        en: "No URLs with tracking parameters found",
      });
    const cleaned = new Set(
      robots.cleanParams
        .flatMap((value) => (value.split(/\s+/)[0] ?? "").split("&"))
        .map((p) => p.toLowerCase()),
    );
    const missing = [...params].filter((param) => !cleaned.has(param.toLowerCase())).sort();
    return siteCheck(
      missing.length === 0,
      missing.map((param) => ({ param })),
    );
  },
);
