import { defineHtmlAudit, SEARCH_ENGINES } from "./define-audit";
import { check, notApplicable } from "./outcome";
import { isMobileViewport } from "./shared/mobile-viewport";

/** Lighthouse fails the page when 60 % or more of its text is under 12 px. */
const ILLEGIBLE_SHARE = 0.6;

export const fontSize = defineHtmlAudit(
  {
    id: "font-size",
    category: "ux",
    taskCategory: "accessibility",
    engines: SEARCH_ENGINES,
    title: { tr: "Belgede okunaklı yazı boyutları kullanılıyor", en: "Document uses legible font sizes" },
    failureTitle: {
      tr: "Belgede okunaklı yazı boyutları kullanılmıyor",
      en: "Document doesn't use legible font sizes",
    },
    description: {
      tr: "12 px'ten küçük metinler mobilde okunaksızdır; mobil için ayarlanmış bir viewport etiketi olmadan da tüm metin küçük görünür. Metnin çoğunda en az 12 px kullanın ve viewport etiketi ekleyin. (Yalnızca satır içi stiller ve <font> etiketleri görülebilir; stil dosyalarındaki boyutlar sayılmaz.)",
      en: "Text under 12 px is illegible on mobile, and without a viewport tag optimised for mobile all text renders small. Use at least 12 px for most text and add a viewport tag. (Only inline styles and <font> tags are visible here; sizes from style sheets are not counted.)",
    },
    learnMore: "https://developer.chrome.com/docs/lighthouse/seo/font-size/",
  },
  (html, page) => {
    if (!isMobileViewport(html.viewport))
      return check(false, [{ url: page.url, problem: "no viewport meta tag optimised for mobile screens" }]);
    if (html.textChars === 0) return notApplicable;
    const share = html.smallTextChars / html.textChars;
    return check(share < ILLEGIBLE_SHARE, [
      { url: page.url, illegibleTextShare: Math.round(share * 100) / 100 },
    ]);
  },
);
