import { defineSchemaAudit } from "./shared/define-schema-audit";

export const schemaLocalBusiness = defineSchemaAudit({
  id: "schema-local-business",
  types: [
    "LocalBusiness",
    "Restaurant",
    "CafeOrCoffeeShop",
    "Store",
    "Dentist",
    "Hotel",
    "MedicalClinic",
    "AutoRepair",
    "BeautySalon",
    "LegalService",
    "RealEstateAgent",
  ],
  label: "LocalBusiness",
  required: ["name", "address"],
  learnMore: "https://developers.google.com/search/docs/appearance/structured-data/local-business",
});
