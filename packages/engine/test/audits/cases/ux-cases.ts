import { type AuditCase, html, ORIGIN, pageFrom, siteFrom } from "../helpers";

const page = (source = html()) => ({ page: pageFrom(source) });
const withBody = (body: string) => page(html({ body: `<h1>A</h1>${body}` }));

export const uxCases: AuditCase[] = [
  { id: "viewport", pass: page(), fail: page(html({ viewport: null })) },
  {
    id: "viewport-zoom",
    pass: page(),
    fail: page(html({ viewport: "width=device-width, initial-scale=1, user-scalable=no" })),
  },
  {
    id: "font-size",
    pass: withBody('<p style="font-size:16px">Metin</p>'),
    fail: withBody(
      '<div style="font-size:9px"><p>Sayfadaki metnin neredeyse tamamı on iki pikselden küçük yazılmış.</p></div>',
    ),
  },
  {
    id: "tap-targets",
    pass: withBody('<button type="button" style="width:48px;height:48px">Tamam</button>'),
    fail: withBody('<button type="button" style="width:12px;height:12px">x</button>'),
  },
  { id: "dom-size", pass: page(), fail: withBody(`${"<div>".repeat(40)}derin${"</div>".repeat(40)}`) },
  { id: "doctype", pass: page(), fail: page(html({ doctype: false })) },
  {
    id: "charset",
    pass: page(),
    fail: {
      page: pageFrom(html().replace('<meta charset="utf-8">', ""), {
        headers: { "content-type": "text/html" },
      }),
    },
  },
  {
    id: "duplicate-id",
    pass: withBody('<p id="a">1</p><p id="b">2</p>'),
    fail: withBody('<p id="a">1</p><p id="a">2</p>'),
  },
  { id: "unsized-images", pass: page(), fail: withBody('<img src="/a.jpg" alt="a">') },
  { id: "plugins", pass: page(), fail: withBody('<embed src="/film.swf">') },
  {
    id: "favicon",
    pass: {
      site: siteFrom({
        startPage: pageFrom(html({ head: '<link rel="icon" href="/favicon.ico">' }), { url: `${ORIGIN}/` }),
      }),
    },
    fail: { site: siteFrom() },
  },
];
