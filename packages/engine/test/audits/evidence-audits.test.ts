import { describe, expect, it } from "vitest";
import { html, ORIGIN, pageFrom, prose, runAudit } from "./helpers";

const EVIDENCE_AUDITS = ["statistics", "quotations", "source-citations"];

/** A long page with no figures, quotes or outside links: every evidence audit fails it if it applies. */
const plain = (url: string, head = "", extra = "") =>
  pageFrom(html({ head, body: `<h1>Metin</h1><p>${prose(320)}</p>${extra}` }), { url });

const contactSchema =
  '<script type="application/ld+json">{"@context":"https://schema.org","@graph":[{"@type":"ContactPage","name":"İletişim"}]}</script>';

describe.each(EVIDENCE_AUDITS)("%s on legal and contact pages", (id) => {
  it("fails an ordinary long page without evidence", () => {
    expect(runAudit(id, { page: plain(`${ORIGIN}/blog/yazi`) })).toEqual({ score: 0, notApplicable: false });
  });

  it.each([
    "/privacy",
    "/en/privacy-policy/",
    "/legal/terms-and-conditions.html",
    "/kvkk",
    "/tr/Gizlilik-Politikası",
    "/kullanim_kosullari",
    "/cerez-politikasi",
    "/de/Impressum",
    "/fr/mentions-légales",
    "/iletisim",
    "/ILETISIM",
    "/Privacy_Policy.PHP",
    "/contact-us",
  ])("is not applicable at %s", (path) => {
    expect(runAudit(id, { page: plain(`${ORIGIN}${path}`) })).toEqual({ score: null, notApplicable: true });
  });

  it("is not applicable on a page marked up as a schema.org ContactPage, whatever its URL", () => {
    expect(runAudit(id, { page: plain(`${ORIGIN}/bize-yazin`, contactSchema) }).notApplicable).toBe(true);
  });

  it("is not applicable on a page its own rel=privacy-policy link points to", () => {
    const url = `${ORIGIN}/veri-politikamiz`;
    const footerLink = `<a rel="privacy-policy" href="${url}">Veri politikamız</a>`;
    expect(runAudit(id, { page: plain(url, "", footerLink) }).notApplicable).toBe(true);
    const elsewhere = `<a rel="privacy-policy" href="${ORIGIN}/gizlilik">Gizlilik</a>`;
    expect(runAudit(id, { page: plain(url, "", elsewhere) }).notApplicable).toBe(false);
  });

  it("still applies when a legal word is only part of the path or the name", () => {
    for (const path of ["/privacy/vpn-rehberi", "/blog/privacy-tips", "/contact-lens-guide"])
      expect(runAudit(id, { page: plain(`${ORIGIN}${path}`) }).notApplicable).toBe(false);
  });
});
