import type { KeywordIntent } from "./keyword-contracts";

/**
 * A rule-based search intent estimate for Turkish and English (docs/decisions/071), used only when
 * no data provider labels the keyword, and always shown as an estimate. Order matters: a buying word
 * beats a comparison word, which beats a question word; a lone brand-like term is navigational.
 */
/** Whole words or phrases, with Unicode letter boundaries (\b is ASCII-only and misses "ı", "ş"…). */
const words = (list: string) => new RegExp(`(?<![\\p{L}\\p{N}])(${list})(?![\\p{L}\\p{N}])`, "u");

const RULES: { intent: KeywordIntent; pattern: RegExp }[] = [
  {
    intent: "transactional",
    pattern: words(
      "satın al|sipariş|fiyatı|fiyatları|fiyat|ucuz|indirim|kupon|kampanya|kirala|abonelik|indir|buy|order|price|pricing|cheap|discount|coupon|deal|subscribe|for sale|download",
    ),
  },
  {
    intent: "commercial",
    pattern: words(
      "en iyi|karşılaştırma|alternatifleri|alternatif|yorumları|yorum|inceleme|tavsiye|önerileri|best|top|vs|versus|compare|comparison|alternatives|alternative|reviews|review|recommended",
    ),
  },
  {
    intent: "informational",
    pattern: words(
      "nasıl|nedir|neden|ne demek|nelerdir|hangi|kimdir|niçin|rehberi|rehber|örnekleri|örnek|how|what|why|when|where|who|which|guide|tutorial|examples|example|meaning|tips|ideas",
    ),
  },
  {
    intent: "navigational",
    pattern: words(
      "giriş|login|sign in|resmi site|official site|iletişim|contact|müşteri hizmetleri|customer service|app",
    ),
  },
];

export function classifyIntent(keyword: string, language: "tr" | "en"): KeywordIntent {
  const text = ` ${keyword.toLocaleLowerCase(language)} `;
  for (const rule of RULES) if (rule.pattern.test(text)) return rule.intent;
  return "informational";
}

const TURKISH_WORDS = words("ve|için|nasıl|nedir|en iyi|ile");
const ENGLISH_WORDS = words("the|for|how|what|best|with|and|to");

/** Turkish-only letters or common Turkish words mark a keyword Turkish; otherwise the request's language. */
export function detectKeywordLanguage(keyword: string, fallback: "tr" | "en"): "tr" | "en" {
  if (/[çğıöşüİ]/iu.test(keyword) || TURKISH_WORDS.test(keyword.toLocaleLowerCase("tr"))) return "tr";
  if (ENGLISH_WORDS.test(keyword.toLowerCase())) return "en";
  return fallback;
}
