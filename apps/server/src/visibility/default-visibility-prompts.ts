import { getDomain } from "tldts";
import type { SiteRow } from "../sites/site-to-api";

const TEMPLATES = {
  tr: [
    (topic: string) => `Türkiye'de ${topic} için en iyi siteler hangileri?`,
    (topic: string) => `${topic} almak için hangi markayı önerirsin?`,
    (topic: string) => `Güvenilir ${topic} siteleri ve karşılaştırması`,
    (topic: string) => `${topic} konusunda uzman bir site önerir misin?`,
  ],
  en: [
    (topic: string) => `What are the best websites for ${topic}?`,
    (topic: string) => `Which brand would you recommend for ${topic}?`,
    (topic: string) => `Trusted ${topic} sites compared`,
    (topic: string) => `Can you recommend an expert site about ${topic}?`,
  ],
} as const;

/** The site's language: Turkish for .tr domains or Turkish letters in its title, else English. */
export function siteLanguage(site: Pick<SiteRow, "url" | "analysisData">): "tr" | "en" {
  const title = site.analysisData?.pages[0]?.title ?? "";
  return /\.tr\/?$/i.test(new URL(site.url).hostname) || /[çğıöşüÇĞİÖŞÜ]/.test(title) ? "tr" : "en";
}

/** The brand as people write it: the home page title's first part, else the domain's label. */
export function defaultBrand(site: Pick<SiteRow, "url" | "analysisData">): string {
  const title = site.analysisData?.pages[0]?.title?.split(/\s[|\-–—:]\s/)[0]?.trim();
  if (title && title.length <= 40) return title;
  return (getDomain(site.url) ?? new URL(site.url).hostname).split(".")[0] ?? site.url;
}

/**
 * Questions a buyer in the site's field would ask, from the site's own topic (home page title and
 * description, minus the brand), in the site's language. Without a topic the domain stands in.
 */
export function defaultVisibilityPrompts(site: Pick<SiteRow, "url" | "analysisData">): {
  language: "tr" | "en";
  prompts: string[];
} {
  const language = siteLanguage(site);
  const home = site.analysisData?.pages[0];
  const brand = defaultBrand(site);
  const parts = (home?.title ?? "").split(/\s[|\-–—:]\s/).map((part) => part.trim());
  const topic =
    parts.find((part) => part && part.toLocaleLowerCase(language) !== brand.toLocaleLowerCase(language)) ??
    home?.metaDescription?.split(/[.,]/)[0]?.trim() ??
    brand;
  const lowered = topic.toLocaleLowerCase(language);
  return { language, prompts: TEMPLATES[language].map((template) => template(lowered)) };
}
