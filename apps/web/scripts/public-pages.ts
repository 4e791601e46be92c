import { FEATURE_SLUGS } from "@sitelens/shared/routes";
import type { PrerenderData } from "./prerender-data";

export type Language = "tr" | "en";

export interface PublicPage {
  /** The path without language prefix ("/pricing"), or a blog path per language. */
  path: string;
  language: Language;
  /** The same page in each language (blog slugs differ), null when it has no twin. */
  alternates: { tr: string | null; en: string | null };
  queries: (keys: Keys) => { key: readonly unknown[]; data: unknown }[];
  lastModified: string | null;
}

type Keys = typeof import("../src/features/marketing/api/query-keys").marketingKeys;

export const localize = (path: string, language: Language) =>
  language === "tr" ? path : path === "/" ? "/en" : `/en${path}`;

const STATIC_PATHS = [
  "/",
  "/features",
  ...FEATURE_SLUGS.map((slug) => `/features/${slug}`),
  "/pricing",
  "/about",
  "/blog",
  "/contact",
];
const LEGAL_SLUGS = ["terms", "privacy", "kvkk"] as const;

/** Every public page of spec §2 in both languages, with the data each one shows. */
export function listPublicPages(data: PrerenderData): PublicPage[] {
  const pages: PublicPage[] = [];
  const newestPost = (language: Language) => data.blogList(language).posts[0]?.updatedAt ?? null;
  for (const language of ["tr", "en"] as const) {
    for (const path of STATIC_PATHS) {
      pages.push({
        path: localize(path, language),
        language,
        alternates: { tr: localize(path, "tr"), en: localize(path, "en") },
        queries: (keys) => [
          ...(path === "/pricing" || path === "/" ? [{ key: keys.plans(), data: data.plans }] : []),
          ...(path === "/blog" ? [{ key: keys.blogList(language), data: data.blogList(language) }] : []),
        ],
        lastModified: path === "/blog" ? newestPost(language) : null,
      });
    }
    for (const slug of LEGAL_SLUGS) {
      const page = data.legalPage(language, slug);
      pages.push({
        path: localize(`/${slug}`, language),
        language,
        alternates: { tr: `/${slug}`, en: `/en/${slug}` },
        queries: (keys) => [{ key: keys.page(language, slug), data: page }],
        lastModified: page?.updatedAt ?? null,
      });
    }
    for (const summary of data.blogList(language).posts) {
      const post = data.blogPost(language, summary.slug);
      const own = localize(`/blog/${post.slug}`, language);
      const twin = post.alternateSlug
        ? localize(`/blog/${post.alternateSlug}`, language === "tr" ? "en" : "tr")
        : null;
      pages.push({
        path: own,
        language,
        alternates: language === "tr" ? { tr: own, en: twin } : { tr: twin, en: own },
        queries: (keys) => [{ key: keys.blogPost(language, post.slug), data: post }],
        lastModified: post.updatedAt,
      });
    }
  }
  return pages;
}
