import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

const page = (title: string | null, body: string) =>
  `<!doctype html><html lang="tr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">${
    title ? `<title>${title}</title>` : ""
  }<meta name="description" content="Taze kavrulmuş kahve çekirdekleri, demleme ekipmanı ve kahve rehberleri sunan küçük bir kahve dükkânı."><style>body{font:16px/1.5 sans-serif;max-width:40rem;margin:auto}</style></head><body><header><nav><a href="/">Ana sayfa</a> <a href="/about.html">Hakkımızda</a> <a href="/contact.html">İletişim</a> <a href="/products.html">Ürünler</a> <a href="/blog/">Blog</a></nav></header><main><h1>${title ?? "Hakkımızda"}</h1>${body}</main></body></html>`;

const prose = (topic: string) =>
  `<p>${`${topic} hakkında yazdığımız bu metin, kahve severlerin çekirdek seçimi, kavurma derecesi ve demleme oranları üzerine sık sorduğu soruları yanıtlar. `.repeat(6)}</p>`;

/** The issue's 6-page site with planted defects: a page without a title, a missing alt, a 404 link, a robots.txt block. */
const PAGES: Record<string, string> = {
  "/": page(
    "Kahve Dükkânı | Taze kavrulmuş kahve",
    `${prose("Ana sayfa")}<img src="/logo.png"><a href="/missing.html">Eski kampanya</a> <a href="/private.html">Bayi girişi</a>`,
  ),
  "/about.html": page(null, prose("Hikâyemiz")),
  "/contact.html": page("İletişim | Kahve Dükkânı", prose("İletişim")),
  "/products.html": page("Ürünler | Kahve Dükkânı", prose("Ürünlerimiz")),
  "/blog/": page("Blog | Kahve Dükkânı", `${prose("Blog")}<a href="/blog/v60-rehberi.html">V60 rehberi</a>`),
  "/blog/v60-rehberi.html": page("V60 ile filtre kahve rehberi | Kahve Dükkânı", prose("V60")),
};

export async function serveSixPageSite(): Promise<{ port: number; close: () => Promise<void> }> {
  const server = createServer((request, response) => {
    const path = (request.url ?? "/").split("?")[0] ?? "/";
    if (path === "/robots.txt") {
      response.writeHead(200, { "content-type": "text/plain" });
      return void response.end("User-agent: *\nDisallow: /private.html\n");
    }
    const html = PAGES[path];
    if (!html) {
      response.writeHead(404, { "content-type": "text/html; charset=utf-8" });
      return void response.end("<!doctype html><title>Bulunamadı</title><h1>404</h1>");
    }
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    response.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
