import { useEffect } from "react";
import { Link, useParams } from "react-router";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { paths } from "@/config/paths";
import { Markdown } from "@/features/marketing/components/markdown";
import { MarketingPage, PageHeader } from "@/features/marketing/components/page-header";
import { listHeadings } from "@/features/marketing/components/parse-markdown";
import { formatDate } from "@/features/marketing/content";
import { pageTitle } from "@/features/marketing/seo/fit-text";
import { absoluteUrl } from "@/features/marketing/seo/page-seo";
import { usePageSeo } from "@/features/marketing/seo/use-page-seo";
import { useText } from "@/features/marketing/use-text";
import { useLanguage } from "@/lib/use-language";
import { type BlogPost, useBlogPost, useCountView } from "../api/blog-api";
import { ListenButton } from "../components/listen-button";
import { PostCard } from "../components/post-card";
import { PostMeta } from "../components/post-meta";
import { ShareLinks } from "../components/share-links";
import { blogText } from "../content";

export function BlogPostRoute() {
  const { slug = "" } = useParams();
  const language = useLanguage();
  const post = useBlogPost(language, slug);
  const text = useText(blogText);
  if (post.data) return <Article post={post.data} />;
  if (post.isPending) return <Spinner label={text.loading} className="m-auto size-6" />;
  return <MissingPost message={text.notFound} back={text.backToBlog} />;
}

function MissingPost({ message, back }: { message: string; back: string }) {
  const language = useLanguage();
  usePageSeo({ title: `${message} | Sitelens`, description: message, noindex: true });
  return (
    <section className="m-auto grid justify-items-center gap-4 px-6 py-24 text-center">
      <h1 className="font-semibold text-2xl">{message}</h1>
      <Button asChild variant="outline">
        <Link to={paths.public.blog(language)}>{back}</Link>
      </Button>
    </section>
  );
}

function plainText(post: BlogPost): string {
  return `${post.title}. ${post.content.replace(/```[\s\S]*?```/g, "").replace(/[#*`>[\]]|\(https?:[^)]*\)/g, "")}`;
}

function Article({ post }: { post: BlogPost }) {
  const text = useText(blogText);
  const language = useLanguage();
  const path = paths.public.blogPost(post.slug, language);
  const headings = listHeadings(post.content).filter((heading) => heading.level === 2);
  const countView = useCountView(language, post.slug);
  const trail = [
    { name: text.title, path: paths.public.blog(language) },
    { name: post.title, path },
  ];
  const twin = post.alternateSlug
    ? paths.public.blogPost(post.alternateSlug, language === "tr" ? "en" : "tr")
    : null;
  usePageSeo({
    title: pageTitle(post.title),
    description: post.description,
    breadcrumbs: trail,
    type: "article",
    alternates: language === "tr" ? { tr: path, en: twin } : { tr: twin, en: path },
    jsonLd: [
      {
        "@type": "BlogPosting",
        headline: post.title,
        description: post.description,
        inLanguage: language,
        url: absoluteUrl(path),
        mainEntityOfPage: absoluteUrl(path),
        datePublished: post.publishedAt,
        dateModified: post.updatedAt,
        image: absoluteUrl("/og-image.png"),
        author: { "@type": "Organization", name: post.author, url: absoluteUrl("/") },
        publisher: { "@id": absoluteUrl("/#organization") },
        keywords: post.tags.join(", "),
        articleSection: text.categories[post.category] ?? post.category,
        wordCount: post.content.split(/\s+/).length,
      },
    ],
  });

  const { mutate } = countView;
  useEffect(() => {
    mutate();
  }, [mutate]);

  return (
    <MarketingPage>
      <div className="mx-auto max-w-3xl">
        <PageHeader
          trail={trail}
          eyebrow={text.categories[post.category] ?? post.category}
          title={post.title}
          lead={post.description}
        />
        <div className="-mt-4 mb-8 grid gap-4 border-y py-4">
          <p className="text-sm">
            <span className="text-muted-foreground">{text.by}: </span>
            <span className="font-medium">{post.author}</span>
            {post.updatedAt !== post.publishedAt && (
              <>
                <span className="text-muted-foreground"> · {text.updated}: </span>
                <time dateTime={post.updatedAt}>{formatDate(post.updatedAt, language)}</time>
              </>
            )}
          </p>
          <PostMeta post={post} />
          <div className="flex flex-wrap items-center justify-between gap-3">
            <ShareLinks path={path} title={post.title} />
            <ListenButton text={plainText(post)} language={language} />
          </div>
        </div>
        {headings.length > 1 && (
          <nav aria-labelledby="toc-title" className="mb-8 rounded-xl border bg-muted/40 p-5">
            <h2 id="toc-title" className="mb-2 font-semibold">
              {text.toc}
            </h2>
            <ol className="grid list-decimal gap-1 pl-5 text-sm">
              {headings.map((heading) => (
                <li key={heading.id}>
                  <a href={`#${heading.id}`} className="text-primary hover:underline underline-offset-4">
                    {heading.text}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
        )}
        <article>
          <Markdown source={post.content} />
        </article>
      </div>
      {post.related.length > 0 && (
        <section aria-labelledby="related-title" className="mt-16 grid gap-4">
          <h2 id="related-title" className="font-semibold text-xl tracking-tight">
            {text.related}
          </h2>
          <ul className="grid gap-5 md:grid-cols-3">
            {post.related.map((related) => (
              <PostCard key={related.slug} post={related} headingLevel="h3" />
            ))}
          </ul>
        </section>
      )}
    </MarketingPage>
  );
}

export { BlogPostRoute as Component };
