const WORDS =
  "search engines crawl pages follow links and index content that answers questions clearly with evidence sources statistics quotes and structured data for rich results on mobile and desktop".split(
    " ",
  );

/** Deterministic pseudo-random numbers, so every run serves the same site. */
function random(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4294967296;
  };
}

function sentence(next: () => number, words: number): string {
  const picked = Array.from({ length: words }, () => WORDS[Math.floor(next() * WORDS.length)]);
  const text = picked.join(" ");
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

/** A pool of prose written once, so serving a page costs the server little next to the crawler under test. */
const PROSE_POOL = (() => {
  const next = random(42);
  return Array.from({ length: 256 }, () => `${sentence(next, 70)} ${sentence(next, 60)}`);
})();

const STYLE = `<style>${Array.from({ length: 60 }, (_, n) => `.c${n}{margin:${n}px;padding:${n % 7}px;color:#${(n * 99991).toString(16).slice(0, 6).padEnd(6, "0")}}`).join("")}</style>`;

/**
 * Page `index` of a synthetic site of `total` pages: about 60 KB of header, navigation, article, sidebar and
 * footer markup with 50 links. Links to the next pages keep every page reachable breadth first.
 */
export function renderSyntheticPage(index: number, total: number): string {
  const next = random(index + 1);
  const target = (offset: number) => `/p/${(index + offset) % total}`;
  const nav = Array.from(
    { length: 10 },
    (_, n) => `<li><a href="/p/${n % total}" class="c${n}">Section ${n}</a></li>`,
  );
  const inline = Array.from({ length: 5 }, (_, n) => target(n + 1));
  const related = Array.from({ length: 25 }, () => `/p/${Math.floor(next() * total)}`);
  const footer = Array.from({ length: 10 }, (_, n) => `/p/${Math.floor(next() * total)}?ref=footer${n}`);
  const paragraphs = Array.from({ length: 60 }, (_, n) => {
    const link = n < inline.length ? ` <a href="${inline[n]}">read about page ${n}</a>` : "";
    return `<p class="c${n % 60}">${PROSE_POOL[Math.floor(next() * PROSE_POOL.length)]}${link}</p>`;
  });
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Synthetic page ${index} about crawling and indexing</title>
<meta name="description" content="${sentence(next, 22)}"><link rel="canonical" href="/p/${index}">
<meta property="og:title" content="Synthetic page ${index}">${STYLE}
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Article","headline":"Synthetic page ${index}","author":{"@type":"Person","name":"Bench"}}</script>
</head><body><header class="c1"><a href="/" class="logo"><img src="/logo.png" alt="Logo" width="120" height="40"></a>
<nav><ul>${nav.join("")}</ul></nav></header>
<main><article><h1>Synthetic page ${index}</h1>
${paragraphs.map((paragraph, n) => (n % 8 === 0 ? `<h2>Part ${n / 8}</h2>${paragraph}` : paragraph)).join("\n")}
<img src="/img/${index}.jpg" alt="Illustration ${index}" loading="lazy"></article>
<aside><h2>Related</h2><ul>${related.map((href, n) => `<li><a href="${href}">Related ${n}</a></li>`).join("")}</ul></aside></main>
<footer><ul>${footer.map((href, n) => `<li><a href="${href}">Footer ${n}</a></li>`).join("")}</ul>
<script>window.dataLayer=window.dataLayer||[];</script></footer></body></html>`;
}
