/** Spec §1/§3: the schema generator's types, their form fields and how the form becomes JSON-LD. */
export const SCHEMA_TYPES = [
  "Organization",
  "LocalBusiness",
  "WebSite",
  "Article",
  "BlogPosting",
  "Product",
  "FAQPage",
  "HowTo",
  "BreadcrumbList",
  "Event",
  "Person",
  "VideoObject",
  "Recipe",
  "JobPosting",
] as const;
export type SchemaType = (typeof SCHEMA_TYPES)[number];

export type SchemaFieldKind =
  | "text"
  | "textarea"
  | "url"
  | "date"
  | "number"
  | "lines"
  | "duration"
  | "select";
export interface SchemaField {
  /** Dotted path in the JSON-LD, e.g. "offers.price". */
  name: string;
  kind: SchemaFieldKind;
  options?: readonly string[];
}

/** Repeated rows: FAQ questions, steps, breadcrumb items; each row is a name and a text (or URL). */
export const SCHEMA_LISTS = ["faq", "steps", "breadcrumbs"] as const;
export type SchemaList = (typeof SCHEMA_LISTS)[number];
export type SchemaRow = { name: string; text: string };

export interface SchemaValues {
  fields: Record<string, string>;
  rows: Partial<Record<SchemaList, SchemaRow[]>>;
}

const f = (spec: string): SchemaField[] =>
  spec
    .trim()
    .split(/\s+/)
    .map((entry) => {
      const [name, kind = "text"] = entry.split(":");
      return { name: name!, kind: kind as SchemaFieldKind };
    });
const schemaEnum = (...names: string[]) => names.map((name) => `https://schema.org/${name}`);

const address = (base: string) =>
  `${base}.streetAddress ${base}.addressLocality ${base}.postalCode ${base}.addressRegion ${base}.addressCountry`;
const article = f(
  "headline description:textarea image:url datePublished:date dateModified:date author.name author.url:url publisher.name publisher.url:url publisher.logo.url:url",
);

export const schemaFields: Record<SchemaType, SchemaField[]> = {
  Organization: f(
    `name url:url logo:url description:textarea email telephone sameAs:lines ${address("address")}`,
  ),
  LocalBusiness: f(
    `name url:url image:url telephone priceRange description:textarea ${address("address")} geo.latitude:number geo.longitude:number openingHours:lines`,
  ),
  WebSite: f("name alternateName url:url potentialAction.target.urlTemplate inLanguage"),
  Article: article,
  BlogPosting: article,
  Product: [
    ...f("name description:textarea image:url brand.name sku offers.price:number offers.priceCurrency"),
    {
      name: "offers.availability",
      kind: "select",
      options: schemaEnum("InStock", "OutOfStock", "PreOrder", "BackOrder", "Discontinued"),
    },
    ...f(
      "offers.url:url offers.priceValidUntil:date aggregateRating.ratingValue:number aggregateRating.reviewCount:number",
    ),
  ],
  FAQPage: [],
  HowTo: f("name description:textarea image:url totalTime:duration"),
  BreadcrumbList: [],
  Event: [
    ...f("name startDate:date endDate:date description:textarea image:url location.name"),
    ...f(`${address("location.address")}`),
    {
      name: "eventStatus",
      kind: "select",
      options: schemaEnum(
        "EventScheduled",
        "EventPostponed",
        "EventCancelled",
        "EventMovedOnline",
        "EventRescheduled",
      ),
    },
    {
      name: "eventAttendanceMode",
      kind: "select",
      options: schemaEnum(
        "OfflineEventAttendanceMode",
        "OnlineEventAttendanceMode",
        "MixedEventAttendanceMode",
      ),
    },
    ...f("offers.price:number offers.priceCurrency offers.url:url organizer.name organizer.url:url"),
  ],
  Person: f(
    "name url:url image:url jobTitle worksFor.name worksFor.url:url sameAs:lines description:textarea",
  ),
  VideoObject: f(
    "name description:textarea thumbnailUrl:url uploadDate:date duration:duration contentUrl:url embedUrl:url",
  ),
  Recipe: f(
    "name description:textarea image:url author.name datePublished:date prepTime:duration cookTime:duration totalTime:duration recipeYield recipeCategory recipeCuisine keywords recipeIngredient:lines nutrition.calories",
  ),
  JobPosting: [
    ...f("title description:textarea datePosted:date validThrough:date"),
    {
      name: "employmentType",
      kind: "select",
      options: [
        "FULL_TIME",
        "PART_TIME",
        "CONTRACTOR",
        "TEMPORARY",
        "INTERN",
        "VOLUNTEER",
        "PER_DIEM",
        "OTHER",
      ],
    },
    ...f(
      `hiringOrganization.name hiringOrganization.url:url ${address("jobLocation.address")} baseSalary.currency baseSalary.value.minValue:number baseSalary.value.maxValue:number`,
    ),
    { name: "baseSalary.value.unitText", kind: "select", options: ["HOUR", "DAY", "WEEK", "MONTH", "YEAR"] },
  ],
};

/** Which repeated rows a type has, and the JSON-LD property they become. */
export const schemaListsOf: Partial<Record<SchemaType, { list: SchemaList; property: string }>> = {
  FAQPage: { list: "faq", property: "mainEntity" },
  HowTo: { list: "steps", property: "step" },
  Recipe: { list: "steps", property: "recipeInstructions" },
  BreadcrumbList: { list: "breadcrumbs", property: "itemListElement" },
};

/** The @type of the object a path segment opens (full path first, then the property name). */
const NESTED_TYPES: Record<string, string> = {
  author: "Person",
  publisher: "Organization",
  "publisher.logo": "ImageObject",
  address: "PostalAddress",
  geo: "GeoCoordinates",
  offers: "Offer",
  aggregateRating: "AggregateRating",
  brand: "Brand",
  location: "Place",
  organizer: "Organization",
  worksFor: "Organization",
  hiringOrganization: "Organization",
  jobLocation: "Place",
  baseSalary: "MonetaryAmount",
  "baseSalary.value": "QuantitativeValue",
  nutrition: "NutritionInformation",
  potentialAction: "SearchAction",
  "potentialAction.target": "EntryPoint",
};

type JsonObject = Record<string, unknown>;

function setPath(document: JsonObject, path: string, value: unknown) {
  const segments = path.split(".");
  let node = document;
  segments.slice(0, -1).forEach((segment, index) => {
    const full = segments.slice(0, index + 1).join(".");
    if (typeof node[segment] !== "object" || node[segment] === null) {
      const type = NESTED_TYPES[full] ?? NESTED_TYPES[segment];
      node[segment] = type ? { "@type": type } : {};
    }
    node = node[segment] as JsonObject;
  });
  node[segments.at(-1)!] = value;
}

function rowsToJson(list: SchemaList, rows: SchemaRow[]): unknown[] {
  const filled = rows.filter((row) => row.name.trim() || row.text.trim());
  if (list === "faq")
    return filled.map((row) => ({
      "@type": "Question",
      name: row.name.trim(),
      acceptedAnswer: { "@type": "Answer", text: row.text.trim() },
    }));
  if (list === "breadcrumbs")
    return filled.map((row, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: row.name.trim(),
      ...(row.text.trim() ? { item: row.text.trim() } : {}),
    }));
  return filled.map((row) => ({
    "@type": "HowToStep",
    ...(row.name.trim() ? { name: row.name.trim() } : {}),
    text: row.text.trim(),
  }));
}

/** The JSON-LD document for a type and its form values; empty fields are left out. */
export function buildJsonLd(type: SchemaType, values: SchemaValues): JsonObject {
  const document: JsonObject = { "@context": "https://schema.org", "@type": type };
  for (const field of schemaFields[type]) {
    const raw = values.fields[field.name]?.trim();
    if (!raw) continue;
    const value =
      field.kind === "lines"
        ? raw
            .split("\n")
            .map((line) => line.trim())
            .filter(Boolean)
        : raw;
    setPath(document, field.name, value);
  }
  const urlTemplate = values.fields["potentialAction.target.urlTemplate"]?.trim();
  if (type === "WebSite" && urlTemplate)
    (document.potentialAction as JsonObject)["query-input"] = "required name=search_term_string";
  const list = schemaListsOf[type];
  const rows = list ? rowsToJson(list.list, values.rows[list.list] ?? []) : [];
  if (list && rows.length > 0) document[list.property] = rows;
  return document;
}

/** The block to paste into the page's <head> (or anywhere in <body>). */
export function jsonLdScript(document: JsonObject): string {
  const json = JSON.stringify(document, null, 2).replace(/</g, "\\u003c");
  return `<script type="application/ld+json">\n${json}\n</script>`;
}
