import { defaultPlanQuotas, resolvePlanQuotas } from "@sitelens/shared";
import { pickRelated } from "../../server/src/blog/pick-related";
import { readBlogFiles } from "../../server/src/blog/read-blog-files";
import { pickPageContent } from "../../server/src/pages/pick-page-content";
import { readPageFiles } from "../../server/src/pages/read-page-files";
import { defaultCurrency, defaultPlans } from "../../server/src/plans/default-plans";
import { yearlyPrice } from "../../server/src/plans/yearly-price";

/**
 * The data the API would answer on a fresh install, read from the same sources the server seeds
 * its database from (content/ markdown and the default plans), in the API's response shapes.
 */
export function readPrerenderData() {
  const files = readBlogFiles();
  const summaries = files.map(({ id: _id, content: _content, ...fields }) => ({
    ...fields,
    viewCount: 0,
    publishedAt: fields.publishedAt.toISOString(),
    updatedAt: (fields.updatedAt ?? fields.publishedAt).toISOString(),
  }));
  const byNewest = (a: { publishedAt: string }, b: { publishedAt: string }) =>
    b.publishedAt.localeCompare(a.publishedAt);
  const blogList = (language: "tr" | "en") => ({
    posts: summaries.filter((post) => post.language === language).sort(byNewest),
  });
  const blogPost = (language: "tr" | "en", slug: string) => {
    const index = files.findIndex((file) => file.language === language && file.slug === slug);
    const summary = summaries[index]!;
    const others = blogList(language).posts.filter((post) => post.slug !== slug);
    const twin = summaries.find(
      (post) => post.translationKey === summary.translationKey && post.language !== language,
    );
    return {
      ...summary,
      content: files[index]!.content,
      alternateSlug: twin?.slug ?? null,
      related: pickRelated(summary, others),
    };
  };
  const pages = readPageFiles();
  const legalPage = (language: "tr" | "en", slug: string) => pickPageContent(pages, slug, language);
  const plans = {
    plans: defaultPlans.map((plan) => ({
      id: plan.id,
      title: plan.title,
      description: plan.description,
      price: plan.price,
      yearlyPrice: yearlyPrice({ price: plan.price, yearlyPrice: plan.yearlyPrice ?? null }),
      siteLimit: plan.siteLimit,
      trialPeriodDays: plan.trialPeriodDays ?? 0,
      discount: plan.discount ?? null,
      features: plan.features,
      featureAccess: plan.featureAccess ?? false,
      popular: plan.popular ?? false,
      quotas: resolvePlanQuotas(plan.quotas, defaultPlanQuotas(plan.id, plan.featureAccess ?? false)),
    })),
    currency: { base: "USD" as const, tryPerUsd: Number(defaultCurrency.currentRate) },
  };
  return { summaries, blogList, blogPost, legalPage, plans };
}

export type PrerenderData = ReturnType<typeof readPrerenderData>;
