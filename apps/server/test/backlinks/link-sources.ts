import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

export const SITE_HOST = "www.hedef-kahve.com.tr";
export const SOURCE_HOST = "blog.kaynak-yazilar.com";

/**
 * One local server playing both the user's site and the pages that link to it, chosen by Host.
 * `state.linkOnActive` lets a test remove the link from /aktif to see it lost.
 */
export async function serveLinkSources() {
  const state = { linkOnActive: true };
  let port = 0;
  const server = createServer((request, response) => {
    const host = (request.headers.host ?? "").split(":")[0];
    const site = `http://${SITE_HOST}:${port}`;
    const html = (body: string, status = 200) =>
      response
        .writeHead(status, { "content-type": "text/html; charset=utf-8" })
        .end(
          `<!doctype html><html lang="tr"><head><title>Sayfa</title></head><body><main>${body}</main></body></html>`,
        );
    if (host === SITE_HOST) return html("<h1>Hedef Kahve</h1><p>Taze çekirdek kahve.</p>");
    switch (request.url) {
      case "/robots.txt":
        return response.writeHead(404).end();
      case "/aktif":
        return html(
          state.linkOnActive ? `<a href="${site}/">Hedef Kahve</a>` : "<p>Bağlantı kaldırıldı.</p>",
        );
      case "/nofollow":
        return html(`<a rel="nofollow" href="${site}/">kahve dükkânı</a>`);
      case "/kaldirilmis":
        return html("<p>Burada bağlantı yok.</p>");
      default:
        return html("<h1>Bulunamadı</h1>", 404);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
  return {
    state,
    port,
    siteUrl: `http://${SITE_HOST}:${port}`,
    sourceOrigin: `http://${SOURCE_HOST}:${port}`,
    resolve: `${SITE_HOST}:${port}:127.0.0.1,${SOURCE_HOST}:${port}:127.0.0.1`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
