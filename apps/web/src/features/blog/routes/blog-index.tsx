import { Search } from "lucide-react";
import { useId, useState } from "react";
import { Input } from "@/components/ui/input";
import { paths } from "@/config/paths";
import { MarketingPage, PageHeader } from "@/features/marketing/components/page-header";
import { usePageSeo } from "@/features/marketing/seo/use-page-seo";
import { useText } from "@/features/marketing/use-text";
import { useLanguage } from "@/lib/use-language";
import { cn } from "@/lib/utils";
import { useBlogPosts } from "../api/blog-api";
import { PostCard } from "../components/post-card";
import { blogText } from "../content";
import { filterPosts } from "../filter-posts";

export function BlogIndexRoute() {
  const text = useText(blogText);
  const language = useLanguage();
  const searchId = useId();
  const [query, setQuery] = useState("");
  const [category, setCategory] = useState<string | null>(null);
  const posts = useBlogPosts(language);
  const trail = [{ name: text.title, path: paths.public.blog(language) }];
  usePageSeo({ title: text.seoTitle, description: text.description, breadcrumbs: trail });

  const all = posts.data?.posts ?? [];
  const categories = [...new Set(all.map((post) => post.category))];
  const filtering = query.trim() !== "" || category !== null;
  const shown = filterPosts(all, query, category);
  const featured = filtering ? undefined : shown.find((post) => post.featured);
  const rest = shown.filter((post) => post !== featured);

  return (
    <MarketingPage>
      <PageHeader trail={trail} title={text.title} lead={text.lead} />
      <div className="mb-8 grid gap-4 md:grid-cols-[20rem_1fr] md:items-center">
        <div className="relative">
          <label htmlFor={searchId} className="sr-only">
            {text.search}
          </label>
          <Search
            aria-hidden="true"
            className="-translate-y-1/2 absolute top-1/2 left-3 size-4 text-muted-foreground"
          />
          <Input
            id={searchId}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={text.searchPlaceholder}
            className="h-10 pl-9"
          />
        </div>
        <fieldset className="flex flex-wrap gap-2">
          <legend className="sr-only">{text.category}</legend>
          {[null, ...categories].map((option) => (
            <button
              key={option ?? "all"}
              type="button"
              aria-pressed={category === option}
              onClick={() => setCategory(option)}
              className={cn(
                "rounded-full border px-3 py-1.5 font-medium text-sm outline-none transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/50",
                category === option ? "border-primary bg-primary text-primary-foreground" : "hover:bg-accent",
              )}
            >
              {option ? (text.categories[option] ?? option) : text.all}
            </button>
          ))}
        </fieldset>
      </div>
      {posts.isError && <p role="alert">{text.loadError}</p>}
      <p className="sr-only" aria-live="polite">
        {filtering ? text.results(shown.length) : ""}
      </p>
      {posts.data && shown.length === 0 && <p className="text-muted-foreground">{text.noResults}</p>}
      <ul className="grid gap-5 md:grid-cols-2 lg:grid-cols-3" data-testid="post-list">
        {featured && <PostCard post={featured} featured />}
        {rest.map((post) => (
          <PostCard key={post.slug} post={post} />
        ))}
      </ul>
    </MarketingPage>
  );
}

export { BlogIndexRoute as Component };
