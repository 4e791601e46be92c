import type { contentDrafts } from "../db/schema";
import type { DistributionItem, MediaFile } from "../providers/distribution/types";

/** The content item in channel-neutral terms (spec §3); the meta description doubles as the excerpt. */
export function distributionItem(
  row: typeof contentDrafts.$inferSelect,
  media: MediaFile[],
): DistributionItem {
  return {
    title: row.title,
    html: row.body,
    excerpt: row.metaDescription,
    slug: row.slug,
    socialText: row.socialText,
    emailText: row.emailText,
    publishedUrl: row.publishedUrl,
    publishAt: row.publishAt ?? new Date(),
    tags: row.keyphrase.trim() ? [row.keyphrase.trim()] : [],
    media,
  };
}
