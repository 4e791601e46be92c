import { schemaTypes } from "../gatherers/page/read-json-ld";
import { ALL_ENGINES, defineSiteAudit } from "./define-audit";
import { siteCheck, siteNotApplicable } from "./outcome";
import { hasValue } from "./shared/define-schema-audit";

const ORGANIZATION_TYPES = new Set([
  "Organization",
  "Corporation",
  "LocalBusiness",
  "OnlineStore",
  "Restaurant",
  "CafeOrCoffeeShop",
  "Store",
  "NGO",
]);

export const organizationEntity = defineSiteAudit(
  {
    id: "organization-entity",
    category: "aio",
    engines: ALL_ENGINES,
    title: {
      tr: "Kuruluş varlığı sameAs bağlantılarıyla tanımlı",
      en: "Organization entity is defined with sameAs links",
    },
    failureTitle: {
      tr: "Kuruluş varlığı veya sameAs bağlantıları eksik",
      en: "Organization entity or its sameAs links are missing",
    },
    description: {
      tr: "Ana sayfadaki Organization verisi ve sosyal profillere, Wikipedia'ya veya Wikidata'ya giden sameAs bağlantıları, arama motorlarının ve yapay zekâ modellerinin markanızı doğru varlıkla eşleştirmesini sağlar.",
      en: "Organization markup on the home page with sameAs links to social profiles, Wikipedia or Wikidata lets search engines and AI models match your brand to the right entity.",
    },
    learnMore: "https://developers.google.com/search/docs/appearance/structured-data/organization",
  },
  ({ startPage }) => {
    if (!startPage?.html)
      return siteNotApplicable({ tr: "Ana sayfa HTML değil", en: "The start page is not HTML" });
    const nodes = startPage.html.jsonLd.flatMap((block) => block.nodes);
    const organization = nodes.find((node) => schemaTypes(node).some((type) => ORGANIZATION_TYPES.has(type)));
    return siteCheck(organization !== undefined && hasValue(organization.sameAs), [
      {
        url: startPage.finalUrl,
        organization: organization !== undefined,
        sameAs: organization ? hasValue(organization.sameAs) : false,
      },
    ]);
  },
);
