/** Contact form categories; the web form labels them in both languages. */
export const CONTACT_CATEGORIES = [
  "general",
  "support",
  "billing",
  "sales",
  "partnership",
  "privacy",
] as const;
export type ContactCategory = (typeof CONTACT_CATEGORIES)[number];
