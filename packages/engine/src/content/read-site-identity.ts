import { parseHtmlFacts } from "../gatherers/page/parse-html-facts";
import { BROWSER_USER_AGENT } from "../gatherers/site/bot-tokens";
import type { Fetcher } from "../net/types";

const HTML_TYPES = new Set(["text/html", "application/xhtml+xml"]);
const TEXT_CHARS = 3000;
/** Letters only Turkish uses among the languages we serve. */
const TURKISH_LETTERS = /[ğışĞŞİı]/g;

export interface SiteIdentity {
  /** False when the home page did not answer 200 with HTML (or at all). */
  ok: boolean;
  finalUrl: string;
  status: number;
  /** Primary language subtag from <html lang>, else "tr" when the text is clearly Turkish, else null. */
  language: string | null;
  title: string | null;
  description: string | null;
  /** Title, headings and the opening of the main text, for judging what the site is about. */
  text: string;
}

/** Fetches a home page through the guard and says whether it is a real site, in which language, about what. */
export async function readSiteIdentity(fetcher: Fetcher, url: string): Promise<SiteIdentity> {
  const fetched = await fetcher.fetch(url, { userAgent: BROWSER_USER_AGENT });
  const base = { finalUrl: fetched.finalUrl || url, status: fetched.status };
  const isHtml = fetched.contentType === null || HTML_TYPES.has(fetched.contentType);
  if (fetched.error || fetched.status !== 200 || !isHtml || !fetched.body)
    return { ...base, ok: false, language: null, title: null, description: null, text: "" };
  const facts = parseHtmlFacts(fetched.body, base.finalUrl);
  const text = [facts.titles[0], ...facts.headings.map((heading) => heading.text), facts.mainText]
    .filter(Boolean)
    .join("\n")
    .slice(0, TEXT_CHARS);
  const declared = facts.htmlLang?.trim().toLowerCase().split(/[-_]/)[0] || null;
  const turkish = (text.match(TURKISH_LETTERS)?.length ?? 0) >= 3;
  return {
    ...base,
    ok: true,
    language: declared ?? (turkish ? "tr" : null),
    title: facts.titles[0] ?? null,
    description: facts.metaDescriptions[0] ?? null,
    text,
  };
}
