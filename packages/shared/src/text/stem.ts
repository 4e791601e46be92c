import type { TextLanguage } from "./language";

// Turkish is agglutinative: strip inflectional suffixes (plural, possessive, case, copula) from
// the end, longest first, keeping a stem of at least three letters. Light stemming groups
// "kahve, kahveyi, kahvenin, kahveler" without the over-stemming of full morphological analysis.
const TURKISH_SUFFIXES = [
  "lerinden",
  "larından",
  "lerinde",
  "larında",
  "lerini",
  "larını",
  "lerine",
  "larına",
  "lerin",
  "ların",
  "leri",
  "ları",
  "ler",
  "lar",
  "ndan",
  "nden",
  "ndaki",
  "ndeki",
  "daki",
  "deki",
  "taki",
  "teki",
  "ının",
  "inin",
  "unun",
  "ünün",
  "nın",
  "nin",
  "nun",
  "nün",
  "dan",
  "den",
  "tan",
  "ten",
  "yla",
  "yle",
  "sı",
  "si",
  "su",
  "sü",
  "yı",
  "yi",
  "yu",
  "yü",
  "ya",
  "ye",
  "da",
  "de",
  "ta",
  "te",
  "ın",
  "in",
  "un",
  "ün",
  "la",
  "le",
  "ı",
  "i",
  "u",
  "ü",
  "a",
  "e",
];

function stemTurkish(word: string): string {
  const bare = word.replace(/['’].*$/, "");
  let stem = bare;
  for (let pass = 0; pass < 3; pass += 1) {
    const suffix = TURKISH_SUFFIXES.find((end) => stem.endsWith(end) && stem.length - end.length >= 3);
    if (!suffix) break;
    stem = stem.slice(0, -suffix.length);
  }
  return stem;
}

// English: the plural and tense endings of Porter's step 1, enough to group "brew, brews, brewing, brewed".
function stemEnglish(word: string): string {
  let stem = word.replace(/['’]s$/, "");
  if (stem.endsWith("ies") && stem.length > 4) stem = `${stem.slice(0, -3)}y`;
  else if (stem.endsWith("sses")) stem = stem.slice(0, -2);
  else if (stem.endsWith("s") && !stem.endsWith("ss") && !stem.endsWith("us") && stem.length > 3)
    stem = stem.slice(0, -1);
  for (const end of ["ingly", "edly", "ing", "ed"]) {
    if (stem.endsWith(end) && /[aeiouy]/.test(stem.slice(0, -end.length)) && stem.length - end.length >= 3) {
      stem = stem.slice(0, -end.length);
      if (/(.)\1$/.test(stem) && !/[lsz]$/.test(stem)) stem = stem.slice(0, -1);
      break;
    }
  }
  return stem.replace(/e$/, "");
}

/** A light stem of a lower-cased word, so inflected forms of one word count together. */
export function stem(word: string, language: TextLanguage): string {
  return language === "tr" ? stemTurkish(word) : stemEnglish(word);
}
