import { defineSchemaAudit } from "./shared/define-schema-audit";

export const schemaEvent = defineSchemaAudit({
  id: "schema-event",
  types: [
    "Event",
    "MusicEvent",
    "BusinessEvent",
    "EducationEvent",
    "SportsEvent",
    "TheaterEvent",
    "Festival",
  ],
  label: "Event",
  required: ["name", "startDate", "location"],
  learnMore: "https://developers.google.com/search/docs/appearance/structured-data/event",
});
