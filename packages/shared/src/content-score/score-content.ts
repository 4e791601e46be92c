import { charCount, META_DESCRIPTION_RANGE, META_TITLE_RANGE } from "../page-tools/meta-limits";
import type { Localized } from "../scan-result";
import { lower, type TextLanguage, words } from "../text/language";
import { measureEvidence } from "../text/measure-evidence";
import { type Readability, readability } from "../text/readability";
import { splitSentences } from "../text/sentences";
import { stem } from "../text/stem";
import type { ContentOutline } from "./outline-from-html";
import { isPassive } from "./passive-voice";

export interface ContentInput {
  language: TextLanguage;
  title: string;
  metaTitle: string;
  metaDescription: string;
  slug: string;
  keyphrase: string;
  outline: ContentOutline;
  /** The site's address, to tell internal links from outbound ones. */
  siteUrl: string;
}

export type CheckStatus = "good" | "ok" | "bad";
export type CheckGroup = "keyphrase" | "structure" | "readability" | "evidence";

export interface ContentCheck {
  id: string;
  group: CheckGroup;
  status: CheckStatus;
  /** What was found and what to change, in both languages. */
  message: Localized;
}

export interface ContentScore {
  /** 0–100: good checks count fully, ok ones half. */
  score: number;
  checks: ContentCheck[];
  wordCount: number;
  readability: Readability | null;
  /** Keyphrase occurrences per 100 words. */
  density: number | null;
}

const m = (tr: string, en: string): Localized => ({ tr, en });

/** Stems of a text's words, in order. */
const stems = (text: string, language: TextLanguage) =>
  words(text).map((word) => stem(lower(word, language), language));

/** Occurrences of the keyphrase (all its word stems, consecutively) in a text. */
function occurrences(text: string, phrase: string[], language: TextLanguage): number {
  if (phrase.length === 0) return 0;
  const list = stems(text, language);
  let count = 0;
  for (let at = 0; at + phrase.length <= list.length; at += 1)
    if (phrase.every((part, offset) => list[at + offset] === part)) count += 1;
  return count;
}

const slugify = (text: string, language: TextLanguage) =>
  lower(text, language)
    .normalize("NFD")
    .replace(/ı/g, "i")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

function host(url: string): string | null {
  try {
    return new URL(url).hostname.replace(/^www\./, "");
  } catch {
    return null;
  }
}

function keyphraseChecks(
  input: ContentInput,
  body: string,
  wordCount: number,
): { checks: ContentCheck[]; density: number | null } {
  const { language } = input;
  const phrase = stems(input.keyphrase, language);
  if (phrase.length === 0)
    return {
      checks: [
        {
          id: "keyphrase",
          group: "keyphrase",
          status: "bad",
          message: m(
            "Hedef anahtar ifadeyi girin; diğer kontroller ona göre yapılır.",
            "Enter a target keyphrase; the other checks use it.",
          ),
        },
      ],
      density: null,
    };
  const has = (text: string) => occurrences(text, phrase, language) > 0;
  const subheadings = input.outline.headings.filter((heading) => heading.level >= 2);
  const count = occurrences(body, phrase, language);
  const density = wordCount > 0 ? (count * phrase.length * 100) / wordCount : 0;
  const q = `“${input.keyphrase.trim()}”`;
  const checks: ContentCheck[] = [
    has(input.title)
      ? {
          id: "keyphrase-title",
          group: "keyphrase",
          status: "good",
          message: m(`Başlık ${q} içeriyor.`, `The title contains ${q}.`),
        }
      : {
          id: "keyphrase-title",
          group: "keyphrase",
          status: "bad",
          message: m(
            `Başlığa ${q} ekleyin, mümkünse başa yakın.`,
            `Add ${q} to the title, near the start if you can.`,
          ),
        },
    has(input.metaTitle)
      ? {
          id: "keyphrase-meta-title",
          group: "keyphrase",
          status: "good",
          message: m(`Meta başlık ${q} içeriyor.`, `The meta title contains ${q}.`),
        }
      : {
          id: "keyphrase-meta-title",
          group: "keyphrase",
          status: "bad",
          message: m(`Meta başlığa ${q} ekleyin.`, `Add ${q} to the meta title.`),
        },
    has(input.outline.paragraphs[0] ?? "")
      ? {
          id: "keyphrase-intro",
          group: "keyphrase",
          status: "good",
          message: m(`İlk paragraf ${q} içeriyor.`, `The first paragraph contains ${q}.`),
        }
      : {
          id: "keyphrase-intro",
          group: "keyphrase",
          status: "bad",
          message: m(
            `${q} ifadesini ilk paragrafta kullanın: okur ve arama motoru konuyu hemen görür.`,
            `Use ${q} in the first paragraph so readers and search engines see the topic at once.`,
          ),
        },
    subheadings.some((heading) => has(heading.text))
      ? {
          id: "keyphrase-subheading",
          group: "keyphrase",
          status: "good",
          message: m(`Bir ara başlık ${q} içeriyor.`, `A subheading contains ${q}.`),
        }
      : {
          id: "keyphrase-subheading",
          group: "keyphrase",
          status: subheadings.length ? "ok" : "bad",
          message: m(
            `${q} ifadesini (ya da bir çekimini) en az bir H2/H3 ara başlıkta kullanın.`,
            `Use ${q} (or a form of it) in at least one H2/H3 subheading.`,
          ),
        },
    input.slug && slugify(input.slug, language).includes(slugify(input.keyphrase, language))
      ? {
          id: "keyphrase-slug",
          group: "keyphrase",
          status: "good",
          message: m(`URL ${q} içeriyor.`, `The URL slug contains ${q}.`),
        }
      : {
          id: "keyphrase-slug",
          group: "keyphrase",
          status: "ok",
          message: m(
            `URL'yi ${slugify(input.keyphrase, language)} içerecek şekilde kısaltın.`,
            `Make the slug short and include ${slugify(input.keyphrase, language)}.`,
          ),
        },
    has(input.metaDescription)
      ? {
          id: "keyphrase-description",
          group: "keyphrase",
          status: "good",
          message: m(`Meta açıklama ${q} içeriyor.`, `The meta description contains ${q}.`),
        }
      : {
          id: "keyphrase-description",
          group: "keyphrase",
          status: "bad",
          message: m(
            `Meta açıklamada ${q} ifadesini kullanın; Google eşleşen kelimeleri kalın gösterir.`,
            `Use ${q} in the meta description; Google bolds matching words.`,
          ),
        },
  ];
  const shown = density.toLocaleString(language, { maximumFractionDigits: 1 });
  checks.push(
    density >= 0.5 && density <= 2.5
      ? {
          id: "keyphrase-density",
          group: "keyphrase",
          status: "good",
          message: m(
            `Anahtar ifade yoğunluğu %${shown} (${count} kez): iyi.`,
            `Keyphrase density ${shown}% (${count} times): good.`,
          ),
        }
      : density < 0.5
        ? {
            id: "keyphrase-density",
            group: "keyphrase",
            status: count > 0 ? "ok" : "bad",
            message: m(
              `Anahtar ifade yoğunluğu %${shown} (${count} kez): metinde doğal biçimde birkaç kez daha kullanın (%0,5–2,5).`,
              `Keyphrase density ${shown}% (${count} times): use it naturally a few more times (0.5–2.5%).`,
            ),
          }
        : {
            id: "keyphrase-density",
            group: "keyphrase",
            status: "bad",
            message: m(
              `Anahtar ifade yoğunluğu %${shown}: fazla tekrar; bazılarını eş anlamlılarla değiştirin (%0,5–2,5).`,
              `Keyphrase density ${shown}%: too repetitive; replace some with synonyms (0.5–2.5%).`,
            ),
          },
  );
  return { checks, density };
}

function structureChecks(input: ContentInput, wordCount: number): ContentCheck[] {
  const { outline } = input;
  const checks: ContentCheck[] = [];
  checks.push(
    wordCount >= 600
      ? {
          id: "length",
          group: "structure",
          status: "good",
          message: m(`${wordCount} kelime: yeterli uzunlukta.`, `${wordCount} words: a good length.`),
        }
      : {
          id: "length",
          group: "structure",
          status: wordCount >= 300 ? "ok" : "bad",
          message: m(
            `${wordCount} kelime: konuyu kapsamlı anlatmak için en az 600 kelime hedefleyin.`,
            `${wordCount} words: aim for at least 600 to cover the topic well.`,
          ),
        },
  );
  const titleLength = charCount(input.metaTitle.trim());
  checks.push(
    titleLength >= META_TITLE_RANGE.min && titleLength <= META_TITLE_RANGE.max
      ? {
          id: "meta-title-length",
          group: "structure",
          status: "good",
          message: m(
            `Meta başlık ${titleLength} karakter: iyi.`,
            `Meta title has ${titleLength} characters: good.`,
          ),
        }
      : {
          id: "meta-title-length",
          group: "structure",
          status: titleLength ? "ok" : "bad",
          message: m(
            `Meta başlık ${titleLength} karakter: 50–60 olmalı.`,
            `Meta title has ${titleLength} characters: make it 50–60.`,
          ),
        },
  );
  const descriptionLength = charCount(input.metaDescription.trim());
  checks.push(
    descriptionLength >= META_DESCRIPTION_RANGE.min && descriptionLength <= META_DESCRIPTION_RANGE.max
      ? {
          id: "meta-description-length",
          group: "structure",
          status: "good",
          message: m(
            `Meta açıklama ${descriptionLength} karakter: iyi.`,
            `Meta description has ${descriptionLength} characters: good.`,
          ),
        }
      : {
          id: "meta-description-length",
          group: "structure",
          status: descriptionLength ? "ok" : "bad",
          message: m(
            `Meta açıklama ${descriptionLength} karakter: 150–160 olmalı.`,
            `Meta description has ${descriptionLength} characters: make it 150–160.`,
          ),
        },
  );
  const levels = outline.headings.map((heading) => heading.level);
  const skipped = levels.some((level, index) => index > 0 && level > levels[index - 1]! + 1);
  checks.push(
    levels.includes(1)
      ? {
          id: "headings",
          group: "structure",
          status: "bad",
          message: m(
            "Metinde H1 var: başlık zaten H1 olur; metindeki başlıkları H2/H3 yapın.",
            "The text has an H1: the title is the H1; make the text's headings H2/H3.",
          ),
        }
      : !levels.some((level) => level === 2) && wordCount >= 300
        ? {
            id: "headings",
            group: "structure",
            status: "bad",
            message: m(
              "Metni H2 ara başlıklarla bölümlere ayırın (yaklaşık her 300 kelimede bir).",
              "Break the text into sections with H2 subheadings (about every 300 words).",
            ),
          }
        : skipped
          ? {
              id: "headings",
              group: "structure",
              status: "ok",
              message: m(
                "Başlık düzeyi atlanıyor (ör. H2'den H4'e); sırayı koruyun.",
                "A heading level is skipped (e.g. H2 to H4); keep the order.",
              ),
            }
          : {
              id: "headings",
              group: "structure",
              status: "good",
              message: m("Başlık yapısı düzenli.", "The heading structure is in order."),
            },
  );
  const siteHost = host(input.siteUrl);
  const linkHosts = outline.links.map((link) => (link.href.startsWith("/") ? siteHost : host(link.href)));
  const internal = linkHosts.filter((value) => value && value === siteHost).length;
  const outbound = linkHosts.filter((value) => value && value !== siteHost).length;
  checks.push(
    internal > 0
      ? {
          id: "internal-links",
          group: "structure",
          status: "good",
          message: m(`${internal} iç bağlantı var.`, `${internal} internal links.`),
        }
      : {
          id: "internal-links",
          group: "structure",
          status: "bad",
          message: m(
            "Sitenizdeki ilgili bir sayfaya bağlantı verin.",
            "Link to a related page of your site.",
          ),
        },
    outbound > 0
      ? {
          id: "outbound-links",
          group: "structure",
          status: "good",
          message: m(`${outbound} dış bağlantı var.`, `${outbound} outbound links.`),
        }
      : {
          id: "outbound-links",
          group: "structure",
          status: "ok",
          message: m("Güvenilir bir dış kaynağa bağlantı verin.", "Link to a reliable outside source."),
        },
  );
  const missingAlt = outline.images.filter((image) => !image.alt).length;
  if (outline.images.length > 0)
    checks.push(
      missingAlt === 0
        ? {
            id: "image-alt",
            group: "structure",
            status: "good",
            message: m("Tüm görsellerin alt metni var.", "Every image has alt text."),
          }
        : {
            id: "image-alt",
            group: "structure",
            status: "bad",
            message: m(
              `${missingAlt} görselin alt metni yok: görseli anlatan kısa bir metin ekleyin.`,
              `${missingAlt} images lack alt text: add a short description of each.`,
            ),
          },
    );
  return checks;
}

function readabilityChecks(input: ContentInput, body: string, result: Readability | null): ContentCheck[] {
  const checks: ContentCheck[] = [];
  if (result) {
    const ease = Math.round(result.ease);
    const name = result.formula === "atesman" ? "Ateşman" : "Flesch";
    const grade = result.grade === null ? "" : `, grade ${result.grade.toFixed(1)}`;
    checks.push(
      ease >= 60
        ? {
            id: "readability",
            group: "readability",
            status: "good",
            message: m(
              `${name} okunabilirlik ${ease}/100: kolay okunuyor.`,
              `${name} reading ease ${ease}/100${grade}: easy to read.`,
            ),
          }
        : {
            id: "readability",
            group: "readability",
            status: ease >= 50 ? "ok" : "bad",
            message: m(
              `${name} okunabilirlik ${ease}/100: cümleleri kısaltın, uzun kelimeler yerine yaygın olanları seçin.`,
              `${name} reading ease ${ease}/100${grade}: shorten sentences and prefer common words.`,
            ),
          },
    );
  }
  const sentences = splitSentences(body.replace(/\n/g, ". ").replace(/\.\s*\./g, "."));
  if (sentences.length === 0) return checks;
  const long = sentences.filter((sentence) => words(sentence).length > 20).length;
  const longShare = Math.round((long * 100) / sentences.length);
  checks.push(
    longShare <= 25
      ? {
          id: "long-sentences",
          group: "readability",
          status: "good",
          message: m(
            `Cümlelerin %${longShare}'i 20 kelimeden uzun: iyi.`,
            `${longShare}% of sentences are over 20 words: good.`,
          ),
        }
      : {
          id: "long-sentences",
          group: "readability",
          status: longShare <= 35 ? "ok" : "bad",
          message: m(
            `Cümlelerin %${longShare}'i 20 kelimeden uzun: bazılarını bölün (en çok %25).`,
            `${longShare}% of sentences are over 20 words: split some (25% at most).`,
          ),
        },
  );
  const passive = sentences.filter((sentence) => isPassive(sentence, input.language)).length;
  const passiveShare = Math.round((passive * 100) / sentences.length);
  checks.push(
    passiveShare <= 10
      ? {
          id: "passive-voice",
          group: "readability",
          status: "good",
          message: m(
            `Cümlelerin %${passiveShare}'i edilgen: iyi.`,
            `${passiveShare}% of sentences are passive: good.`,
          ),
        }
      : {
          id: "passive-voice",
          group: "readability",
          status: passiveShare <= 20 ? "ok" : "bad",
          message: m(
            `Cümlelerin %${passiveShare}'i edilgen: işi yapanı özne yapın (en çok %10).`,
            `${passiveShare}% of sentences are passive: name who does what (10% at most).`,
          ),
        },
  );
  return checks;
}

/** The analysis' AIO evidence checks (the GEO study's statistics, quotations and sources), on the draft. */
function evidenceChecks(input: ContentInput, body: string): ContentCheck[] {
  const evidence = measureEvidence(body);
  const quotations = evidence.quotedPassages + input.outline.quotations;
  const siteHost = host(input.siteUrl);
  const sources = input.outline.links.filter(
    (link) => !link.href.startsWith("/") && host(link.href) && host(link.href) !== siteHost,
  ).length;
  return [
    evidence.statistics > 0
      ? {
          id: "statistics",
          group: "evidence",
          status: "good",
          message: m(
            `${evidence.statistics} istatistik var: yapay zekâ yanıtları sayısal kanıtı alıntılar.`,
            `${evidence.statistics} statistics: AI answers quote numeric evidence.`,
          ),
        }
      : {
          id: "statistics",
          group: "evidence",
          status: "bad",
          message: m(
            "Kaynağıyla birlikte en az bir somut istatistik ekleyin (ör. yüzde, sayı).",
            "Add at least one concrete statistic with its source (a percentage, a figure).",
          ),
        },
    quotations > 0
      ? {
          id: "quotations",
          group: "evidence",
          status: "good",
          message: m(`${quotations} alıntı var.`, `${quotations} quotations.`),
        }
      : {
          id: "quotations",
          group: "evidence",
          status: "ok",
          message: m(
            "Bir uzmandan veya kaynaktan tırnak içinde alıntı ekleyin.",
            "Add a quotation from an expert or source, in quotation marks.",
          ),
        },
    sources > 0
      ? {
          id: "sources",
          group: "evidence",
          status: "good",
          message: m(`${sources} kaynağa atıf var.`, `${sources} cited sources.`),
        }
      : {
          id: "sources",
          group: "evidence",
          status: "bad",
          message: m(
            "İddialarınızı güvenilir dış kaynaklara bağlantıyla destekleyin.",
            "Back your claims with links to reliable outside sources.",
          ),
        },
  ];
}

/**
 * The content editor's live score, in the article's language: keyphrase placement and density,
 * length and meta lengths, headings, links, image alt texts, readability (Flesch–Kincaid for
 * English, Ateşman for Turkish), long sentences, passive voice and the AIO evidence checks.
 */
export function scoreContent(input: ContentInput): ContentScore {
  const body = input.outline.text;
  const wordCount = words(body).filter((word) => /\p{L}/u.test(word)).length;
  const keyphrase = keyphraseChecks(input, body, wordCount);
  const result = wordCount > 0 ? readability(body.replace(/\n/g, " "), input.language) : null;
  const checks = [
    ...keyphrase.checks,
    ...structureChecks(input, wordCount),
    ...readabilityChecks(input, body, result),
    ...evidenceChecks(input, body),
  ];
  const points = checks.reduce(
    (sum, check) => sum + (check.status === "good" ? 1 : check.status === "ok" ? 0.5 : 0),
    0,
  );
  return {
    score: Math.round((points * 100) / checks.length),
    checks,
    wordCount,
    readability: result,
    density: keyphrase.density,
  };
}
