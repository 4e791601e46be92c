import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

export const OUR_HOST = "www.bizim-kahve.com.tr";
export const RIVAL_HOST = "www.rakip-kahve.com.tr";
/** Discovery candidates: a coffee site in English and a Turkish site about something else. */
export const ENGLISH_HOST = "www.coffee-house.com";
export const UNRELATED_HOST = "www.oto-lastik.com.tr";

const faq = (question: string) =>
  `<script type="application/ld+json">${JSON.stringify({
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: [
      { "@type": "Question", name: question, acceptedAnswer: { "@type": "Answer", text: "Evet, öyle." } },
    ],
  })}</script>`;

const words = (topic: string, count: number) =>
  Array.from({ length: count }, (_, i) => `${topic} hakkında ayrıntılı bilgi ${i}.`).join(" ");

type Page = { title: string; h1: string; body: string; head?: string };

/**
 * Two small sites with known differences. Ours: four pages, Turkish `lang`, no meta descriptions,
 * no FAQ markup, filtre kahve and espresso. The rival: five pages without `lang` but with meta
 * descriptions, FAQPage markup on three pages and several pages on Türk kahvesi.
 */
const SITES: Record<string, { lang: string | null; pages: Record<string, Page> }> = {
  [OUR_HOST]: {
    lang: "tr",
    pages: {
      "/": { title: "Bizim Kahve", h1: "Bizim Kahve", body: words("kahve", 30) },
      "/filtre-kahve": { title: "Filtre kahve demleme", h1: "Filtre kahve", body: words("filtre kahve", 40) },
      "/filtre-kahve-makinesi": {
        title: "Filtre kahve makinesi seçimi",
        h1: "Filtre kahve makinesi",
        body: words("makine", 40),
      },
      "/espresso": { title: "Espresso nasıl yapılır", h1: "Espresso", body: words("espresso", 40) },
    },
  },
  [RIVAL_HOST]: {
    lang: null,
    pages: {
      "/": {
        title: "Rakip Kahve",
        h1: "Rakip Kahve",
        body: words("kahve", 60),
        head: faq("Kargo ücretsiz mi?"),
      },
      "/turk-kahvesi": {
        title: "Türk kahvesi pişirme",
        h1: "Türk kahvesi",
        body: words("türk kahvesi", 120),
        head: faq("Köpük nasıl olur?"),
      },
      "/turk-kahvesi-fincani": {
        title: "Türk kahvesi fincanı",
        h1: "Türk kahvesi fincanı",
        body: words("fincan", 120),
        head: faq("Fincan kaç ml?"),
      },
      "/cezve": { title: "Cezve ile türk kahvesi", h1: "Cezve", body: words("cezve", 120) },
      "/espresso": { title: "Espresso nasıl yapılır", h1: "Espresso", body: words("espresso", 120) },
    },
  },
};

SITES[ENGLISH_HOST] = {
  lang: "en",
  pages: {
    "/": {
      title: "Coffee House",
      h1: "Espresso and filter coffee",
      body: "Fresh espresso beans roasted daily.",
    },
  },
};
SITES[UNRELATED_HOST] = {
  lang: "tr",
  pages: {
    "/": {
      title: "Oto Lastik Dünyası",
      h1: "Kış lastiği",
      body: "Yazlık ve kışlık lastik çeşitleri, jant ve balans.",
    },
  },
};

function render(host: string, origin: string, path: string): string | null {
  const site = SITES[host];
  const page = site?.pages[path];
  if (!site || !page) return null;
  const nav = Object.keys(site.pages)
    .map((href) => `<a href="${origin}${href}">${site.pages[href]?.h1}</a>`)
    .join(" ");
  const description =
    host === RIVAL_HOST
      ? `<meta name="description" content="${page.title}: uzman rehberi, fiyatlar ve ipuçları bir arada.">`
      : "";
  return `<!doctype html><html${site.lang ? ` lang="${site.lang}"` : ""}><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${page.title}</title>${description}${page.head ?? ""}</head><body><nav>${nav}</nav><main><h1>${page.h1}</h1><p>${page.body}</p></main></body></html>`;
}

/** Both sites on one 127.0.0.1 server, told apart by Host. */
export async function serveCompetitorFixtures() {
  let port = 0;
  const server = createServer((request, response) => {
    const host = (request.headers.host ?? "").split(":")[0] ?? "";
    const path = new URL(request.url ?? "/", "http://x").pathname;
    if (path === "/robots.txt")
      return response.writeHead(200, { "content-type": "text/plain" }).end("User-agent: *\nAllow: /\n");
    const html = render(host, `http://${host}:${port}`, path);
    if (html === null) return response.writeHead(404, { "content-type": "text/html" }).end("<h1>Yok</h1>");
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
  return {
    port,
    ourUrl: `http://${OUR_HOST}:${port}`,
    rivalUrl: `http://${RIVAL_HOST}:${port}`,
    resolve: [OUR_HOST, RIVAL_HOST, ENGLISH_HOST, UNRELATED_HOST]
      .map((host) => `${host}:${port}:127.0.0.1`)
      .join(","),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
