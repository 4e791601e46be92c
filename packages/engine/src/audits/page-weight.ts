import { ALL_ENGINES, defineHtmlAudit } from "./define-audit";

const WARN_BYTES = 1_000_000;
const ERROR_BYTES = 3_000_000;

export const pageWeight = defineHtmlAudit(
  {
    id: "page-weight",
    category: "technical",
    taskCategory: "performance",
    engines: ALL_ENGINES,
    scoreDisplayMode: "numeric",
    title: { tr: "HTML boyutu makul (< 1 MB)", en: "HTML size is reasonable (< 1 MB)" },
    failureTitle: { tr: "HTML çok büyük", en: "HTML is too large" },
    description: {
      tr: "1 MB üzeri HTML yavaş yüklenir, 3 MB üzeri ise kısmen taranmayabilir. Satır içi verileri, gömülü görselleri ve tekrar eden işaretlemeyi azaltın.",
      en: "HTML over 1 MB loads slowly and over 3 MB may be only partly crawled. Cut inline data, embedded images and repeated markup.",
    },
    learnMore: "https://developer.chrome.com/docs/lighthouse/performance/total-byte-weight/",
  },
  (_html, page) => {
    const bytes = page.bytes.decoded;
    const score = bytes <= WARN_BYTES ? 1 : bytes <= ERROR_BYTES ? 0.5 : 0;
    return score === 1 ? { score } : { score, details: [{ url: page.url, bytes }] };
  },
);
