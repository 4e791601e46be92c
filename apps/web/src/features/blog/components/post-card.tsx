import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { paths } from "@/config/paths";
import { useText } from "@/features/marketing/use-text";
import { useLanguage } from "@/lib/use-language";
import { cn } from "@/lib/utils";
import type { BlogSummary } from "../api/blog-api";
import { blogText } from "../content";
import { PostMeta } from "./post-meta";

export function PostCard({
  post,
  featured = false,
  headingLevel: Heading = "h2",
}: {
  post: BlogSummary;
  featured?: boolean;
  headingLevel?: "h2" | "h3";
}) {
  const text = useText(blogText);
  const language = useLanguage();
  return (
    <li
      className={cn(
        "relative grid content-start gap-3 rounded-xl border bg-card p-5 shadow-xs transition-colors hover:border-primary/50",
        featured && "bg-primary/5 p-6 md:col-span-2 lg:col-span-3",
      )}
    >
      <span className="flex flex-wrap gap-2">
        {featured && <Badge>{text.featured}</Badge>}
        <Badge variant="outline">{text.categories[post.category] ?? post.category}</Badge>
      </span>
      <Heading className={cn("font-semibold", featured ? "text-2xl tracking-tight" : "text-lg")}>
        <Link
          to={paths.public.blogPost(post.slug, language)}
          className="outline-none after:absolute after:inset-0 after:rounded-xl focus-visible:after:ring-[3px] focus-visible:after:ring-ring/50"
        >
          {post.title}
        </Link>
      </Heading>
      <p className="text-muted-foreground">{post.description}</p>
      <PostMeta post={post} />
    </li>
  );
}
