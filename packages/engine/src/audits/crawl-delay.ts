import { defineSiteAudit } from "./define-audit";
import { siteCheck, siteNotApplicable } from "./outcome";

/** Above this, Bing and Yandex crawl so slowly that new pages take days to be found. */
const MAX_USEFUL_DELAY_S = 10;

export const crawlDelay = defineSiteAudit(
  {
    id: "crawl-delay",
    category: "technical",
    taskCategory: "technical",
    engines: ["bing", "yandex"],
    title: { tr: "Tarama gecikmesi (`Crawl-delay`) makul", en: "Crawl-delay is reasonable" },
    failureTitle: {
      tr: "Tarama gecikmesi (`Crawl-delay`) Bing ve Yandex taramasını çok yavaşlatıyor",
      en: "Crawl-delay slows Bing and Yandex crawling too much",
    },
    description: {
      tr: "Google robots.txt'deki `Crawl-delay` satırını yok sayar; Bing ve Yandex ise uyar. 10 saniyeden uzun gecikme büyük sitelerin günlerce taranmamasına yol açar. Değeri düşürün veya yalnızca gerektiği bot için yazın.",
      en: "Google ignores crawl-delay; Bing and Yandex obey it. A delay over 10 seconds leaves large sites uncrawled for days. Lower it or set it only for the bot that needs it.",
    },
    learnMore: "https://www.bing.com/webmasters/help/crawl-control-55a30302",
  },
  ({ robots }) => {
    const delays = ["Bingbot", "Yandex"].map((token) => ({ token, delay: robots.crawlDelay(token) }));
    if (delays.every((entry) => entry.delay === null)) {
      return siteNotApplicable({
        tr: "Tarama gecikmesi (`Crawl-delay`) tanımlı değil",
        en: "No crawl-delay set",
      });
    }
    const slow = delays.filter((entry) => (entry.delay ?? 0) > MAX_USEFUL_DELAY_S);
    return siteCheck(
      slow.length === 0,
      delays.map((entry) => ({ token: entry.token, delaySeconds: entry.delay })),
    );
  },
);
