import { defineSchemaAudit } from "./shared/define-schema-audit";

export const schemaVideoObject = defineSchemaAudit({
  id: "schema-video-object",
  types: ["VideoObject"],
  label: "VideoObject",
  required: ["name", "thumbnailUrl", "uploadDate"],
  learnMore: "https://developers.google.com/search/docs/appearance/structured-data/video",
});
