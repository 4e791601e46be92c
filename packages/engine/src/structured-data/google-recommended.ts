/**
 * Properties Google's rich-result documentation recommends (beyond the required ones the engine's
 * schema audits check), per type. "a|b" means any one of them. Missing ones are warnings.
 */
export const googleRecommended: Record<string, string[]> = {
  Article: ["dateModified", "publisher"],
  NewsArticle: ["dateModified", "publisher"],
  BlogPosting: ["dateModified", "publisher"],
  Product: ["description", "image", "brand", "sku|gtin|gtin13|mpn"],
  Offer: ["availability", "url", "priceValidUntil"],
  AggregateRating: ["bestRating"],
  Organization: ["logo", "sameAs", "description", "contactPoint|telephone|email"],
  LocalBusiness: ["telephone", "url", "image", "geo", "openingHoursSpecification|openingHours", "priceRange"],
  WebSite: ["potentialAction", "alternateName"],
  Event: [
    "description",
    "endDate",
    "eventStatus",
    "eventAttendanceMode",
    "image",
    "offers",
    "organizer",
    "performer",
  ],
  HowTo: ["description", "image", "totalTime", "supply", "tool"],
  Person: ["url", "image", "jobTitle", "sameAs"],
  VideoObject: ["description", "contentUrl|embedUrl", "duration"],
  Recipe: [
    "author",
    "datePublished",
    "description",
    "recipeIngredient",
    "recipeInstructions",
    "totalTime|cookTime",
    "recipeYield",
    "recipeCategory",
    "recipeCuisine",
    "keywords",
  ],
  JobPosting: ["baseSalary", "employmentType", "validThrough", "directApply", "identifier"],
};
