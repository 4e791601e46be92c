import type { IncomingMessage, ServerResponse } from "node:http";

const PAGES: Record<string, { title: string; links: string[] }> = {
  "/": {
    title: "Home",
    links: [
      "/about",
      "/blog",
      "/private/secret",
      "http://www.site.test:PORT/contact",
      "https://elsewhere.example/",
    ],
  },
  "/about": { title: "About us", links: ["/", "/team#people", "/about?ref=footer"] },
  "/blog": { title: "Blog", links: ["/blog/post-1", "/blog/post-2", "/moved"] },
  "/blog/post-1": { title: "First post", links: ["/blog", "/blog/post-2"] },
  "/blog/post-2": { title: "Second post", links: ["/blog/post-3"] },
  "/blog/post-3": { title: "Third post", links: ["/blog/post-4"] },
  "/blog/post-4": { title: "Fourth post", links: [] },
  "/team": { title: "Team", links: [] },
  "/contact": { title: "Contact", links: [] },
  "/orphan": { title: "Only in the sitemap", links: [] },
  "/private/secret": { title: "Secret", links: [] },
  "/nofollowed": { title: "Never followed", links: [] },
};

function render(path: string, port: string): string {
  const page = PAGES[path];
  const links = (page?.links ?? []).map((href) => `<a href="${href.replace("PORT", port)}">${href}</a>`);
  if (path === "/") links.push('<a rel="nofollow" href="/nofollowed">hidden</a>');
  return `<!doctype html><html lang="en"><head><title>${page?.title}</title></head><body><h1>${page?.title}</h1>${links.join("\n")}</body></html>`;
}

/**
 * A small multi-page site for crawl tests, to be reached as site.test / www.site.test through the resolve
 * map: robots.txt disallows /private/, the sitemap lists an orphan page, /moved redirects, one link is nofollow.
 */
export function fixtureSite() {
  return (request: IncomingMessage, response: ServerResponse): void => {
    const url = new URL(request.url ?? "/", "http://site.test");
    const origin = `http://${request.headers.host}`;
    if (url.pathname === "/robots.txt") {
      response.writeHead(200, { "content-type": "text/plain" });
      response.end(`User-agent: *\nDisallow: /private/\n\nSitemap: ${origin}/sitemap.xml\n`);
    } else if (url.pathname === "/sitemap.xml") {
      response.writeHead(200, { "content-type": "application/xml" });
      const locs = ["/", "/about", "/orphan"].map(
        (path) => `<url><loc>${origin}${path}</loc><lastmod>2026-01-01</lastmod></url>`,
      );
      response.end(
        `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${locs.join("")}</urlset>`,
      );
    } else if (url.pathname === "/moved") {
      response.writeHead(301, { location: "/blog/post-1" }).end();
    } else if (PAGES[url.pathname]) {
      response
        .writeHead(200, { "content-type": "text/html; charset=utf-8" })
        .end(render(url.pathname, request.headers.host?.split(":")[1] ?? "80"));
    } else {
      response.writeHead(404, { "content-type": "text/html" }).end("<title>Not found</title>");
    }
  };
}
