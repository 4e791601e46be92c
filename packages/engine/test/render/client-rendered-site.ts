import type { IncomingMessage, ServerResponse } from "node:http";

const WORDS =
  "Rendered articles explain how search engines read pages built in the browser and why server output matters for crawlers that never run scripts at all";

/** A shell whose script builds the title, headings, text and links, as a client-rendered app does. */
function shell(script: string, head = ""): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title></title>${head}</head>
<body><div id="root"></div><script>${script}</script></body></html>`;
}

const buildPage = (title: string, links: string[]) => `
document.title = ${JSON.stringify(title)};
const root = document.getElementById("root");
root.innerHTML = "<h1>" + ${JSON.stringify(title)} + "</h1>" + "<p>" + ${JSON.stringify(`${WORDS}. `.repeat(4))} + "</p>"
  + ${JSON.stringify(links)}.map((href) => '<a href="' + href + '">Read ' + href + '</a>').join(" ");
const description = document.createElement("meta");
description.name = "description";
description.content = "A page whose content only exists after its JavaScript has run in a browser.";
document.head.appendChild(description);`;

/** The canonical and robots meta in the server HTML are rewritten by the script. */
const rewriteHead = `
document.querySelector('link[rel=canonical]').href = location.origin + "/elsewhere";
document.querySelector('meta[name=robots]').content = "noindex";`;

/** Routes of a small client-rendered site; `/about` is linked from the rendered DOM only. */
export function clientRenderedSite(request: IncomingMessage, response: ServerResponse): void {
  const pages: Record<string, string> = {
    "/": shell(buildPage("Client rendered home", ["/about", "/switch"])),
    "/about": shell(buildPage("About the rendered site", ["/"])),
    "/switch": shell(
      buildPage("Canonical switched by script", ["/"]) + rewriteHead,
      '<link rel="canonical" href="/switch"><meta name="robots" content="index,follow">',
    ),
  };
  const page = pages[request.url ?? ""];
  if (request.url === "/robots.txt") return void response.writeHead(200).end("User-agent: *\nAllow: /\n");
  if (!page)
    return void response.writeHead(404, { "content-type": "text/html" }).end("<title>Not found</title>");
  response.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(page);
}
