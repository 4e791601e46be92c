/**
 * Lighthouse 12's non-descriptive link texts per language (core/audits/seo/link-text.js), copied as they are:
 * the link-text audit compares a link's whole trimmed, lower-cased text with the list of its language.
 */
export const GENERIC_LINK_TEXTS: Record<string, ReadonlySet<string>> = {
  // English
  en: new Set([
    "click here",
    "click this",
    "go",
    "here",
    "information",
    "learn more",
    "more",
    "more info",
    "more information",
    "right here",
    "read more",
    "see more",
    "start",
    "this",
  ]),
  // Japanese
  ja: new Set(["ここをクリック", "こちらをクリック", "リンク", "続きを読む", "続く", "全文表示"]),
  // Spanish
  es: new Set([
    "click aquí",
    "click aqui",
    "clicka aquí",
    "clicka aqui",
    "pincha aquí",
    "pincha aqui",
    "aquí",
    "aqui",
    "más",
    "mas",
    "más información",
    "más informacion",
    "mas información",
    "mas informacion",
    "este",
    "enlace",
    "este enlace",
    "empezar",
  ]),
  // Portuguese
  pt: new Set(["clique aqui", "ir", "mais informação", "mais informações", "mais", "veja mais"]),
  // Korean
  ko: new Set(["여기", "여기를 클릭", "클릭", "링크", "자세히", "자세히 보기", "계속", "이동", "전체 보기"]),
  // Swedish
  sv: new Set(["här", "klicka här", "läs mer", "mer", "mer info", "mer information"]),
  // German
  de: new Set(["klicke hier", "hier klicken", "hier", "mehr", "siehe", "dies", "das", "weiterlesen"]),
  // Tamil
  ta: new Set([
    "அடுத்த பக்கம்",
    "மறுபக்கம்",
    "முந்தைய பக்கம்",
    "முன்பக்கம்",
    "மேலும் அறிக",
    "மேலும் தகவலுக்கு",
    "மேலும் தரவுகளுக்கு",
    "தயவுசெய்து இங்கே அழுத்தவும்",
    "இங்கே கிளிக் செய்யவும்",
  ]),
  // Persian
  fa: new Set([
    "اطلاعات بیشتر",
    "اطلاعات",
    "این",
    "اینجا بزنید",
    "اینجا کلیک کنید",
    "اینجا",
    "برو",
    "بیشتر بخوانید",
    "بیشتر بدانید",
    "بیشتر",
    "شروع",
  ]),
};
