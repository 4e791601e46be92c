import { absoluteUrl } from "@/features/marketing/seo/page-seo";

/**
 * ContactPage with the support desk as a ContactPoint (spec §9: Monday–Friday 09:00–18:00, Turkey
 * time), so search and answer engines can state how to reach us and when.
 */
export function contactPageJsonLd(input: { path: string; name: string; email: string | undefined }) {
  return {
    "@type": "ContactPage",
    url: absoluteUrl(input.path),
    name: input.name,
    about: {
      "@id": absoluteUrl("/#organization"),
      contactPoint: {
        "@type": "ContactPoint",
        contactType: "customer support",
        ...(input.email ? { email: input.email } : {}),
        availableLanguage: ["tr", "en"],
        hoursAvailable: {
          "@type": "OpeningHoursSpecification",
          dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
          opens: "09:00",
          closes: "18:00",
        },
      },
    },
  };
}
