import { defineSchemaAudit } from "./shared/define-schema-audit";

export const schemaJobPosting = defineSchemaAudit({
  id: "schema-job-posting",
  types: ["JobPosting"],
  label: "JobPosting",
  required: [
    "title",
    "description",
    "datePosted",
    "hiringOrganization",
    "jobLocation|applicantLocationRequirements",
  ],
  learnMore: "https://developers.google.com/search/docs/appearance/structured-data/job-posting",
});
