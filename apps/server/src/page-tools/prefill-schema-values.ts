import type { HtmlFacts, SchemaNode } from "@sitelens/engine";
import {
  type PageSource,
  type SchemaRow,
  type SchemaType,
  type SchemaValues,
  schemaFields,
} from "@sitelens/shared";
import { leadSentences, pageSegments } from "./page-segments";

const SOCIAL_HOSTS =
  /(^|\.)(facebook\.com|instagram\.com|x\.com|twitter\.com|linkedin\.com|youtube\.com|tiktok\.com)$/;
const PRICE =
  /(\d{1,3}(?:[.,]\d{3})*(?:[.,]\d{1,2})?)\s?(TL|₺|TRY|USD|\$|EUR|€)|(₺|\$|€)\s?(\d{1,3}(?:[.,]\d{3})*(?:[.,]\d{1,2})?)/;
const CURRENCY: Record<string, string> = {
  TL: "TRY",
  "₺": "TRY",
  TRY: "TRY",
  USD: "USD",
  $: "USD",
  EUR: "EUR",
  "€": "EUR",
};

/** "1.250,50" or "1,250.50" → "1250.50": schema.org prices use a dot and no grouping. */
export function normalisePrice(text: string): string {
  const comma = text.lastIndexOf(",");
  const dot = text.lastIndexOf(".");
  const decimal =
    comma > dot && text.length - comma <= 3 ? "," : dot > comma && text.length - dot <= 3 ? "." : null;
  const [whole, fraction] = decimal
    ? [text.slice(0, text.lastIndexOf(decimal)), text.slice(text.lastIndexOf(decimal) + 1)]
    : [text, ""];
  return `${whole.replace(/[.,]/g, "")}${fraction ? `.${fraction}` : ""}`;
}

export function findPrice(text: string): { price: string; currency: string } | null {
  const match = PRICE.exec(text);
  if (!match) return null;
  const amount = match[1] ?? match[4]!;
  return { price: normalisePrice(amount), currency: CURRENCY[match[2] ?? match[3]!]! };
}

function valueAt(node: SchemaNode, path: string): string | null {
  let value: unknown = node;
  for (const segment of path.split(".")) {
    if (Array.isArray(value)) value = value[0];
    if (typeof value !== "object" || value === null) return null;
    value = (value as SchemaNode)[segment];
  }
  if (Array.isArray(value))
    value = value.every((item) => typeof item === "string") ? value.join("\n") : value[0];
  return typeof value === "string" || typeof value === "number" ? String(value) : null;
}

function firstImage(facts: HtmlFacts): string | null {
  return facts.openGraph["og:image"] ?? facts.images.find((image) => /^https?:/.test(image.src))?.src ?? null;
}

/** Rows from the page: its FAQ markup or question headings, its step headings, its URL path. */
function pageRows(
  type: SchemaType,
  source: PageSource,
  facts: HtmlFacts,
  siteUrl: string,
  existing: SchemaNode[],
) {
  const rows: SchemaValues["rows"] = {};
  if (type === "FAQPage") {
    const marked = existing.flatMap((node) =>
      ([] as SchemaNode[]).concat((node.mainEntity as SchemaNode[]) ?? []),
    );
    const faq: SchemaRow[] = marked.length
      ? marked.map((question) => ({
          name: valueAt(question, "name") ?? "",
          text: valueAt(question, "acceptedAnswer.text") ?? "",
        }))
      : pageSegments(facts)
          .filter((segment) => segment.heading.trim().endsWith("?"))
          .map((segment) => ({ name: segment.heading.trim(), text: leadSentences(segment.text) }));
    if (faq.length) rows.faq = faq;
  }
  if (type === "HowTo" || type === "Recipe") {
    const steps = pageSegments(facts)
      .filter((segment) => segment.level >= 2 && segment.text)
      .map((segment) => ({ name: segment.heading, text: leadSentences(segment.text) }));
    if (steps.length) rows.steps = steps;
  }
  if (type === "BreadcrumbList") {
    const url = new URL(source.url);
    const parts = url.pathname.split("/").filter(Boolean);
    rows.breadcrumbs = [
      { name: new URL(siteUrl).hostname.replace(/^www\./, ""), text: new URL("/", source.url).href },
      ...parts.map((part, index) => ({
        name:
          index === parts.length - 1 && source.h1
            ? source.h1
            : decodeURIComponent(part)
                .replace(/[-_]+/g, " ")
                .replace(/\.html?$/, ""),
        text: new URL(`/${parts.slice(0, index + 1).join("/")}`, source.url).href,
      })),
    ];
  }
  return rows;
}

/**
 * The form of a schema type filled from the page itself: its existing JSON-LD of that type first
 * (what the site already states), then title, headings, description, images, dates, author,
 * prices, contact links and FAQ/steps found in the text. Each filled field is marked "page".
 */
export function prefillSchemaValues(
  type: SchemaType,
  source: PageSource,
  facts: HtmlFacts,
  site: { url: string; name: string },
): { values: SchemaValues; filledBy: Record<string, "page"> } {
  const existing = facts.jsonLd
    .flatMap((block) => block.nodes)
    .filter((node) => [node["@type"]].flat().includes(type));
  const heading = source.h1 ?? source.title ?? "";
  const description = source.metaDescription ?? leadSentences(facts.leadText || facts.mainText, 250);
  const tel = facts.links.find((link) => link.raw.startsWith("tel:"))?.raw.slice(4);
  const mail = facts.links.find((link) => link.raw.startsWith("mailto:"))?.raw.slice(7);
  const social = [
    ...new Set(
      facts.links.flatMap((link) =>
        link.href && SOCIAL_HOSTS.test(new URL(link.href).hostname) ? [link.href] : [],
      ),
    ),
  ];
  const price = findPrice(facts.mainText);
  const isSiteEntity = type === "Organization" || type === "LocalBusiness" || type === "WebSite";
  // The brand as the site names itself: its Organization/WebSite markup, og:site_name, else our site name.
  const brandNode = facts.jsonLd
    .flatMap((block) => block.nodes)
    .find((node) => ["Organization", "WebSite"].some((kind) => [node["@type"]].flat().includes(kind)));
  const brand = (brandNode && valueAt(brandNode, "name")) ?? facts.openGraph["og:site_name"] ?? site.name;
  const guesses: Record<string, string | null | undefined> = {
    name: isSiteEntity ? brand : heading,
    title: heading,
    headline: heading,
    alternateName: isSiteEntity ? new URL(site.url).hostname.replace(/^www\./, "") : null,
    url: isSiteEntity ? new URL("/", site.url).href : source.url,
    description,
    image: firstImage(facts),
    thumbnailUrl: firstImage(facts),
    datePublished: facts.dates.published ?? facts.openGraph["article:published_time"],
    dateModified: facts.dates.modified ?? facts.openGraph["article:modified_time"],
    uploadDate: facts.dates.published,
    datePosted: facts.dates.published,
    "author.name": facts.metaAuthor,
    "publisher.name": brand,
    "hiringOrganization.name": brand,
    "publisher.url": new URL("/", site.url).href,
    "hiringOrganization.url": new URL("/", site.url).href,
    "organizer.url": new URL("/", site.url).href,
    "organizer.name": brand,
    "brand.name": type === "Product" ? brand : null,
    telephone: tel,
    email: mail,
    sameAs: social.join("\n"),
    inLanguage: source.language,
    "offers.price": price?.price,
    "offers.priceCurrency": price?.currency,
    "offers.url": source.url,
    "offers.availability": price ? "https://schema.org/InStock" : null,
    "potentialAction.target.urlTemplate": null,
  };
  const fields: Record<string, string> = {};
  const filledBy: Record<string, "page"> = {};
  for (const field of schemaFields[type]) {
    const value = existing.map((node) => valueAt(node, field.name)).find(Boolean) ?? guesses[field.name];
    if (value?.trim()) {
      fields[field.name] = value.trim();
      filledBy[field.name] = "page";
    }
  }
  const rows = pageRows(type, source, facts, site.url, existing);
  for (const list of Object.keys(rows)) filledBy[list] = "page";
  return { values: { fields, rows }, filledBy };
}
