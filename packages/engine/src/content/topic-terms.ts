/** Function words of Turkish and English that never name a topic. */
const STOPWORDS = new Set(
  (
    "ve ile için bir bu şu o da de mi mı mu mü ne çok daha en gibi kadar olan olarak nasıl neden nedir hangi her tüm " +
    "ama fakat veya ya ki sizin bizim sen biz siz onlar ise diye yeni en iyi hakkında hakkımızda iletişim anasayfa ana sayfa " +
    "the and for with from that this your our you are was were what how why when which who all any can will not but " +
    "about home contact page more new best top into onto over under of to in on at by an or as is it be its"
  ).split(" "),
);

/**
 * Lower-cased words (three letters or more, not numbers, not function words) and the pairs of
 * neighbouring words, e.g. "filtre", "kahve", "filtre kahve". Turkish casing rules apply (İ → i, I → ı).
 */
export function topicTerms(text: string): string[] {
  const terms: string[] = [];
  for (const line of text.split(/\n|[|–—:·•]| - /)) {
    const words = lowerCaseTurkish(line)
      .split(/[^\p{L}\p{N}]+/u)
      .filter((word) => word.length >= 3 && !/^\p{N}+$/u.test(word) && !STOPWORDS.has(word));
    terms.push(...words);
    for (let i = 1; i < words.length; i += 1) terms.push(`${words[i - 1]} ${words[i]}`);
  }
  return terms;
}

const ASCII_WITHOUT_CAPITAL_I = /^[\0-\x48\x4a-\x7f]*$/;

/** Outside ASCII, and for "I" (Turkish: ı), ICU's Turkish rules; plain ASCII lower-cases the same without ICU. */
function lowerCaseTurkish(text: string): string {
  return ASCII_WITHOUT_CAPITAL_I.test(text) ? text.toLowerCase() : text.toLocaleLowerCase("tr");
}
