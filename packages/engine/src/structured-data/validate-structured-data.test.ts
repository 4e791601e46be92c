import { buildJsonLd, SCHEMA_TYPES, type SchemaType, type SchemaValues } from "@sitelens/shared";
import { describe, expect, it } from "vitest";
import { AUDITS } from "../audits/registry";
import { parseHtmlFacts } from "../gatherers/page/parse-html-facts";
import type { PageArtifact } from "../gatherers/page/types";
import { validateStructuredData } from "./validate-structured-data";

const address = {
  "address.streetAddress": "Moda Cad. 12",
  "address.addressLocality": "İstanbul",
  "address.addressCountry": "TR",
};
const article = {
  headline: "Evde filtre kahve demleme rehberi",
  description: "Oranlar ve süreler.",
  image: "https://ornek.com.tr/v60.jpg",
  datePublished: "2026-03-02T09:00:00+03:00",
  dateModified: "2026-05-10",
  "author.name": "Elif Yılmaz",
  "publisher.name": "Örnek Kahve",
  "publisher.url": "https://ornek.com.tr/",
};
const row = (name: string, text: string) => ({ name, text });

/** One complete form per type: every Google-required property present. */
const complete: Record<SchemaType, SchemaValues> = {
  Organization: { fields: { name: "Örnek Kahve", url: "https://ornek.com.tr/", ...address }, rows: {} },
  LocalBusiness: { fields: { name: "Örnek Kahve", ...address, telephone: "+90 216 000 00 00" }, rows: {} },
  WebSite: {
    fields: {
      name: "Örnek Kahve",
      url: "https://ornek.com.tr/",
      "potentialAction.target.urlTemplate": "https://ornek.com.tr/ara?q={search_term_string}",
    },
    rows: {},
  },
  Article: { fields: article, rows: {} },
  BlogPosting: { fields: article, rows: {} },
  Product: {
    fields: {
      name: "Etiyopya Yirgacheffe",
      "offers.price": "420.00",
      "offers.priceCurrency": "TRY",
      "offers.availability": "https://schema.org/InStock",
      "aggregateRating.ratingValue": "4.8",
      "aggregateRating.reviewCount": "37",
    },
    rows: {},
  },
  FAQPage: {
    fields: {},
    rows: { faq: [row("Hangi oran?", "1:16 oranı."), row("Kaç derece?", "90–96 derece.")] },
  },
  HowTo: {
    fields: { name: "V60 ile demleme", totalTime: "PT5M" },
    rows: { steps: [row("Tartın", "15 g kahve tartın."), row("Dökün", "250 ml su dökün.")] },
  },
  BreadcrumbList: {
    fields: {},
    rows: {
      breadcrumbs: [row("Ana sayfa", "https://ornek.com.tr/"), row("Blog", "https://ornek.com.tr/blog")],
    },
  },
  Event: {
    fields: {
      name: "Tadım günü",
      startDate: "2026-06-06T11:00:00+03:00",
      "location.name": "Kadıköy kavurma evi",
    },
    rows: {},
  },
  Person: { fields: { name: "Elif Yılmaz", jobTitle: "Kavurma ustası" }, rows: {} },
  VideoObject: {
    fields: {
      name: "V60 demleme",
      thumbnailUrl: "https://ornek.com.tr/v.jpg",
      uploadDate: "2026-03-02",
      duration: "PT4M30S",
    },
    rows: {},
  },
  Recipe: {
    fields: {
      name: "Soğuk demleme",
      image: "https://ornek.com.tr/cold.jpg",
      recipeIngredient: "100 g kahve\n1 l su",
    },
    rows: {},
  },
  JobPosting: {
    fields: {
      title: "Barista",
      description: "Kadıköy dükkânımız için barista arıyoruz.",
      datePosted: "2026-05-01",
      "hiringOrganization.name": "Örnek Kahve",
      "hiringOrganization.url": "https://ornek.com.tr/",
      "jobLocation.address.addressLocality": "İstanbul",
      "jobLocation.address.addressCountry": "TR",
    },
    rows: {},
  },
};

/** What one required property's absence looks like per type, and the audit that reports it. */
const withoutRequired: Record<SchemaType, { drop: string; path: string; auditId: string }> = {
  Organization: { drop: "url", path: "url", auditId: "schema-organization" },
  LocalBusiness: { drop: "address", path: "address", auditId: "schema-local-business" },
  WebSite: { drop: "name", path: "name", auditId: "schema-website" },
  Article: { drop: "datePublished", path: "datePublished", auditId: "schema-article" },
  BlogPosting: { drop: "image", path: "image", auditId: "schema-article" },
  Product: { drop: "offers.price", path: "offers.price", auditId: "schema-offer" },
  FAQPage: { drop: "faq.answer", path: "mainEntity[0].acceptedAnswer.text", auditId: "schema-faq-page" },
  HowTo: { drop: "steps", path: "step", auditId: "schema-how-to" },
  BreadcrumbList: { drop: "breadcrumbs", path: "itemListElement", auditId: "schema-breadcrumb-list" },
  Event: { drop: "startDate", path: "startDate", auditId: "schema-event" },
  Person: { drop: "name", path: "name", auditId: "schema-person" },
  VideoObject: { drop: "uploadDate", path: "uploadDate", auditId: "schema-video-object" },
  Recipe: { drop: "image", path: "image", auditId: "schema-recipe" },
  JobPosting: { drop: "hiringOrganization", path: "hiringOrganization", auditId: "schema-job-posting" },
};

function drop(values: SchemaValues, what: string): SchemaValues {
  const fields = Object.fromEntries(
    Object.entries(values.fields).filter(([name]) => name !== what && !name.startsWith(`${what}.`)),
  );
  if (what === "faq.answer")
    return {
      fields,
      rows: { faq: values.rows.faq!.map((entry, index) => (index === 0 ? { ...entry, text: "" } : entry)) },
    };
  const rows = Object.fromEntries(Object.entries(values.rows).filter(([name]) => name !== what));
  return { fields, rows };
}

/** The analysis' own verdict: the page audits over a page carrying the block. */
function auditFailures(jsonLd: string): string[] {
  const html = `<html><head><script type="application/ld+json">${jsonLd}</script></head><body></body></html>`;
  const page = {
    url: "https://ornek.com.tr/",
    finalUrl: "https://ornek.com.tr/",
    html: parseHtmlFacts(html, "https://ornek.com.tr/"),
  } as PageArtifact;
  return AUDITS.flatMap((audit) =>
    audit.scope === "page" &&
    audit.meta.id.startsWith("schema-") &&
    audit.audit(page, {} as never).score === 0
      ? [audit.meta.id]
      : [],
  );
}

describe("structured data validation (the schema generator's checks)", () => {
  for (const type of SCHEMA_TYPES) {
    it(`${type}: the complete form is valid and the analysis' audits agree`, () => {
      const jsonLd = JSON.stringify(buildJsonLd(type, complete[type]));
      const result = validateStructuredData(jsonLd);
      expect(result.issues.filter((issue) => issue.severity === "error")).toEqual([]);
      expect(result.valid).toBe(true);
      expect(result.types).toContain(type);
      expect(auditFailures(jsonLd)).toEqual([]);
    });

    it(`${type}: a missing required property is an error at its path, as the analysis reports it`, () => {
      const { drop: what, path, auditId } = withoutRequired[type];
      const jsonLd = JSON.stringify(buildJsonLd(type, drop(complete[type], what)));
      const result = validateStructuredData(jsonLd);
      expect(result.valid).toBe(false);
      expect(result.issues).toContainEqual(expect.objectContaining({ severity: "error", path, auditId }));
      expect(auditFailures(jsonLd)).toContain(auditId);
    });
  }

  it("reports JSON syntax, missing @context, unknown properties and malformed values", () => {
    expect(validateStructuredData('{"@type": "Product",}').issues[0]).toMatchObject({
      auditId: "structured-data-syntax",
      path: "",
    });
    expect(validateStructuredData('{"@type": "Person", "name": "A"}').issues).toContainEqual(
      expect.objectContaining({ auditId: "structured-data-context" }),
    );
    const result = validateStructuredData(
      JSON.stringify({
        "@context": "https://schema.org",
        "@type": "Product",
        name: "Kahve",
        colour: "kahverengi",
        offers: { "@type": "Offer", price: "₺420,00", priceCurrency: "TL", priceValidUntil: "31.12.2026" },
      }),
    );
    const paths = result.issues.filter((issue) => issue.severity === "error").map((issue) => issue.path);
    expect(paths).toEqual(
      expect.arrayContaining(["colour", "offers.price", "offers.priceCurrency", "offers.priceValidUntil"]),
    );
  });

  it("warns about Google's recommended properties without failing the block", () => {
    const result = validateStructuredData(
      JSON.stringify(buildJsonLd("Article", { fields: { ...article, dateModified: "" }, rows: {} })),
    );
    expect(result.valid).toBe(true);
    expect(result.issues).toContainEqual(
      expect.objectContaining({ severity: "warning", path: "dateModified" }),
    );
    expect(result.issues.find((issue) => issue.path === "dateModified")?.message.tr).toBe(
      "Google Article için dateModified önerir.",
    );
  });
});
