/**
 * The part of the schema.org vocabulary (v28) the schema generator writes and validates: each type's
 * parents and own properties, so inherited properties count. A type outside this list is reported
 * as unknown to the validator (a warning), never as an error.
 */
const p = (list: string) => list.trim().split(/\s+/);

interface TypeDefinition {
  parents: string[];
  properties: string[];
}

const types: Record<string, TypeDefinition> = {
  Thing: {
    parents: [],
    properties: p(`additionalType alternateName description disambiguatingDescription identifier image
      mainEntityOfPage name potentialAction sameAs subjectOf url`),
  },
  CreativeWork: {
    parents: ["Thing"],
    properties: p(`about abstract accessMode accessModeSufficient accessibilityFeature accessibilitySummary
      accountablePerson acquireLicensePage aggregateRating alternativeHeadline archivedAt associatedMedia audience
      audio author award character citation comment commentCount conditionsOfAccess contentLocation contentRating
      contentReferenceTime contributor copyrightHolder copyrightNotice copyrightYear correction countryOfOrigin
      creativeWorkStatus creator creditText dateCreated dateModified datePublished discussionUrl editEIDR editor
      educationalAlignment educationalLevel educationalUse encoding encodingFormat exampleOfWork expires funder
      funding genre hasPart headline inLanguage interactionStatistic interactivityType interpretedAsClaim
      isAccessibleForFree isBasedOn isFamilyFriendly isPartOf keywords learningResourceType license locationCreated
      mainEntity maintainer material mentions offers pattern position producer provider publication publisher
      publisherImprint publishingPrinciples recordedAt releasedEvent review schemaVersion sdDatePublished sdLicense
      sdPublisher size sourceOrganization spatial spatialCoverage sponsor teaches temporal temporalCoverage text
      thumbnail thumbnailUrl timeRequired translationOfWork translator typicalAgeRange usageInfo version video
      wordCount workExample workTranslation`),
  },
  Article: {
    parents: ["CreativeWork"],
    properties: p("articleBody articleSection backstory pageEnd pageStart pagination speakable wordCount"),
  },
  NewsArticle: {
    parents: ["Article"],
    properties: p("dateline printColumn printEdition printPage printSection"),
  },
  SocialMediaPosting: { parents: ["Article"], properties: ["sharedContent"] },
  BlogPosting: { parents: ["SocialMediaPosting"], properties: [] },
  WebSite: { parents: ["CreativeWork"], properties: ["issn"] },
  WebPage: {
    parents: ["CreativeWork"],
    properties: p(`breadcrumb lastReviewed mainContentOfPage primaryImageOfPage relatedLink reviewedBy
      significantLink speakable specialty`),
  },
  FAQPage: { parents: ["WebPage"], properties: [] },
  Comment: {
    parents: ["CreativeWork"],
    properties: p("downvoteCount parentItem sharedContent upvoteCount"),
  },
  Question: {
    parents: ["Comment"],
    properties: p("acceptedAnswer answerCount eduQuestionType suggestedAnswer"),
  },
  Answer: { parents: ["Comment"], properties: p("answerExplanation") },
  Organization: {
    parents: ["Thing"],
    properties:
      p(`acceptedPaymentMethod actionableFeedbackPolicy address agentInteractionStatistic aggregateRating
      alumni areaServed award brand contactPoint correctionsPolicy department dissolutionDate diversityPolicy
      diversityStaffingReport duns email employee ethicsPolicy event faxNumber founder foundingDate foundingLocation
      funder funding globalLocationNumber hasCertification hasCredential hasMemberProgram hasMerchantReturnPolicy
      hasOfferCatalog hasPOS hasShippingService interactionStatistic isicV4 iso6523Code keywords knowsAbout
      knowsLanguage legalName leiCode location logo makesOffer member memberOf naics nonprofitStatus
      numberOfEmployees ownershipFundingInfo owns parentOrganization publishingPrinciples review seeks slogan
      sponsor subOrganization taxID telephone unnamedSourcesPolicy vatID`),
  },
  Place: {
    parents: ["Thing"],
    properties: p(`additionalProperty address aggregateRating amenityFeature branchCode containedInPlace
      containsPlace event faxNumber geo globalLocationNumber hasDriveThroughService hasMap isAccessibleForFree
      isicV4 keywords latitude logo longitude maximumAttendeeCapacity openingHoursSpecification photo publicAccess
      review slogan smokingAllowed specialOpeningHoursSpecification telephone tourBookingPage`),
  },
  LocalBusiness: {
    parents: ["Organization", "Place"],
    properties: p("currenciesAccepted openingHours paymentAccepted priceRange"),
  },
  Person: {
    parents: ["Thing"],
    properties:
      p(`additionalName address affiliation agentInteractionStatistic alumniOf award birthDate birthPlace
      brand callSign children colleague contactPoint deathDate deathPlace duns email familyName faxNumber follows
      funder funding gender givenName globalLocationNumber hasCertification hasCredential hasOccupation hasOfferCatalog
      hasPOS height homeLocation honorificPrefix honorificSuffix interactionStatistic isicV4 jobTitle knows
      knowsAbout knowsLanguage makesOffer memberOf naics nationality netWorth owns parent performerIn pronouns
      publishingPrinciples relatedTo seeks sibling skills sponsor spouse taxID telephone vatID weight workLocation
      worksFor`),
  },
  Product: {
    parents: ["Thing"],
    properties:
      p(`additionalProperty aggregateRating asin audience award brand category color countryOfAssembly
      countryOfLastProcessing countryOfOrigin depth funding gtin gtin12 gtin13 gtin14 gtin8 hasAdultConsideration
      hasCertification hasEnergyConsumptionDetails hasMeasurement hasMerchantReturnPolicy height inProductGroupWithID
      isAccessoryOrSparePartFor isConsumableFor isFamilyFriendly isRelatedTo isSimilarTo isVariantOf itemCondition
      keywords logo manufacturer material mobileUrl model mpn negativeNotes nsn offers pattern positiveNotes
      productID productionDate purchaseDate releaseDate review size sku slogan weight width`),
  },
  Brand: { parents: ["Thing"], properties: p("aggregateRating logo review slogan") },
  Offer: {
    parents: ["Thing"],
    properties:
      p(`acceptedPaymentMethod addOn advanceBookingRequirement aggregateRating areaServed asin availability
      availabilityEnds availabilityStarts availableAtOrFrom availableDeliveryMethod businessFunction category
      checkoutPageURLTemplate deliveryLeadTime eligibleCustomerType eligibleDuration eligibleQuantity eligibleRegion
      eligibleTransactionVolume gtin gtin12 gtin13 gtin14 gtin8 hasAdultConsideration hasMeasurement
      hasMerchantReturnPolicy includesObject ineligibleRegion inventoryLevel isFamilyFriendly itemCondition
      itemOffered leaseLength mobileUrl mpn offeredBy price priceCurrency priceSpecification priceValidUntil review
      seller serialNumber shippingDetails sku validFrom validThrough warranty`),
  },
  AggregateOffer: { parents: ["Offer"], properties: p("highPrice lowPrice offerCount offers") },
  Rating: {
    parents: ["Thing"],
    properties: p("author bestRating ratingExplanation ratingValue reviewAspect worstRating"),
  },
  AggregateRating: { parents: ["Rating"], properties: p("itemReviewed ratingCount reviewCount") },
  Review: {
    parents: ["CreativeWork"],
    properties: p(
      "associatedClaimReview itemReviewed negativeNotes positiveNotes reviewAspect reviewBody reviewRating",
    ),
  },
  ContactPoint: {
    parents: ["Thing"],
    properties: p(`areaServed availableLanguage contactOption contactType email faxNumber hoursAvailable
      productSupported telephone`),
  },
  PostalAddress: {
    parents: ["ContactPoint"],
    properties: p(`addressCountry addressLocality addressRegion extendedAddress postOfficeBoxNumber postalCode
      streetAddress`),
  },
  GeoCoordinates: {
    parents: ["Thing"],
    properties: p("address addressCountry elevation latitude longitude postalCode"),
  },
  OpeningHoursSpecification: {
    parents: ["Thing"],
    properties: p("closes dayOfWeek opens validFrom validThrough"),
  },
  ItemList: { parents: ["Thing"], properties: p("itemListElement itemListOrder numberOfItems") },
  BreadcrumbList: { parents: ["ItemList"], properties: [] },
  ListItem: { parents: ["Thing"], properties: p("item nextItem position previousItem") },
  HowTo: {
    parents: ["CreativeWork"],
    properties: p("estimatedCost performTime prepTime step supply tool totalTime yield"),
  },
  HowToStep: { parents: ["ListItem", "ItemList", "CreativeWork"], properties: [] },
  HowToSection: { parents: ["ListItem", "ItemList", "CreativeWork"], properties: ["steps"] },
  HowToDirection: {
    parents: ["ListItem", "CreativeWork"],
    properties: p("afterMedia beforeMedia duringMedia performTime prepTime supply tool totalTime"),
  },
  HowToTip: { parents: ["ListItem", "CreativeWork"], properties: [] },
  HowToItem: { parents: ["ListItem"], properties: ["requiredQuantity"] },
  HowToSupply: { parents: ["HowToItem"], properties: ["estimatedCost"] },
  HowToTool: { parents: ["HowToItem"], properties: [] },
  Recipe: {
    parents: ["HowTo"],
    properties: p(`cookTime cookingMethod ingredients nutrition recipeCategory recipeCuisine recipeIngredient
      recipeInstructions recipeYield suitableForDiet`),
  },
  NutritionInformation: {
    parents: ["Thing"],
    properties: p(`calories carbohydrateContent cholesterolContent fatContent fiberContent proteinContent
      saturatedFatContent servingSize sodiumContent sugarContent transFatContent unsaturatedFatContent`),
  },
  Event: {
    parents: ["Thing"],
    properties:
      p(`about actor aggregateRating attendee audience composer contributor director doorTime duration
      endDate eventAttendanceMode eventSchedule eventStatus funder funding inLanguage isAccessibleForFree keywords
      location maximumAttendeeCapacity maximumPhysicalAttendeeCapacity maximumVirtualAttendeeCapacity offers
      organizer performer previousStartDate recordedIn remainingAttendeeCapacity review sponsor startDate subEvent
      superEvent translator typicalAgeRange workFeatured workPerformed`),
  },
  VirtualLocation: { parents: ["Thing"], properties: [] },
  MediaObject: {
    parents: ["CreativeWork"],
    properties: p(`associatedArticle bitrate contentSize contentUrl duration embedUrl encodesCreativeWork
      encodingFormat endTime height ineligibleRegion interpretedAsClaim playerType productionCompany regionsAllowed
      requiresSubscription sha256 startTime uploadDate width`),
  },
  VideoObject: {
    parents: ["MediaObject"],
    properties: p(
      `actor caption director embeddedTextCaption musicBy transcript videoFrameSize videoQuality`,
    ),
  },
  ImageObject: {
    parents: ["MediaObject"],
    properties: p("caption embeddedTextCaption exifData representativeOfPage"),
  },
  JobPosting: {
    parents: ["Thing"],
    properties: p(`applicantLocationRequirements applicationContact baseSalary datePosted directApply
      educationRequirements eligibilityToWorkRequirement employerOverview employmentType employmentUnit
      estimatedSalary experienceInPlaceOfEducation experienceRequirements hiringOrganization incentiveCompensation
      industry jobBenefits jobImmediateStart jobLocation jobLocationType jobStartDate occupationalCategory
      physicalRequirement qualifications relevantOccupation responsibilities salaryCurrency
      securityClearanceRequirement sensoryRequirement skills specialCommitments title totalJobOpenings validThrough
      workHours`),
  },
  MonetaryAmount: {
    parents: ["Thing"],
    properties: p("currency maxValue minValue validFrom validThrough value"),
  },
  QuantitativeValue: {
    parents: ["Thing"],
    properties: p("additionalProperty maxValue minValue unitCode unitText value valueReference"),
  },
  PropertyValue: {
    parents: ["Thing"],
    properties: p("maxValue measurementTechnique minValue propertyID unitCode unitText value valueReference"),
  },
  Country: { parents: ["Place"], properties: [] },
  AdministrativeArea: { parents: ["Place"], properties: [] },
  Action: {
    parents: ["Thing"],
    properties: p(
      "actionStatus agent endTime error instrument location object participant provider result startTime target",
    ),
  },
  // Google's sitelinks search box reads "query-input" on the SearchAction.
  SearchAction: { parents: ["Action"], properties: ["query", "query-input"] },
  EntryPoint: {
    parents: ["Thing"],
    properties: p("actionApplication actionPlatform contentType encodingType httpMethod urlTemplate"),
  },
};

// LocalBusiness and Organization subtypes the engine's audits already recognise.
for (const name of p(`Restaurant CafeOrCoffeeShop Store Dentist Hotel MedicalClinic AutoRepair BeautySalon
  LegalService RealEstateAgent`))
  types[name] = {
    parents: ["LocalBusiness"],
    properties: p("acceptsReservations hasMenu servesCuisine starRating"),
  };
for (const name of p("Corporation NGO EducationalOrganization OnlineStore NewsMediaOrganization"))
  types[name] = { parents: ["Organization"], properties: [] };
for (const name of p("TechArticle Report")) types[name] = { parents: ["Article"], properties: [] };
for (const name of p("MusicEvent BusinessEvent EducationEvent SportsEvent TheaterEvent Festival"))
  types[name] = { parents: ["Event"], properties: [] };

export const isKnownType = (type: string) => type in types;

const cache = new Map<string, Set<string>>();
/** Every property a type may carry, its ancestors' included. */
export function propertiesOf(type: string): Set<string> {
  const cached = cache.get(type);
  if (cached) return cached;
  const definition = types[type];
  const all = new Set(definition?.properties ?? []);
  for (const parent of definition?.parents ?? []) for (const name of propertiesOf(parent)) all.add(name);
  cache.set(type, all);
  return all;
}
