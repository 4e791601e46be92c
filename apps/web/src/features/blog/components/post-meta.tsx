import { Clock, Eye } from "lucide-react";
import { formatDate } from "@/features/marketing/content";
import { useText } from "@/features/marketing/use-text";
import { useLanguage } from "@/lib/use-language";
import type { BlogSummary } from "../api/blog-api";
import { blogText } from "../content";

export function PostMeta({ post, showViews = true }: { post: BlogSummary; showViews?: boolean }) {
  const text = useText(blogText);
  const language = useLanguage();
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-muted-foreground text-sm">
      <time dateTime={post.publishedAt}>{formatDate(post.publishedAt, language)}</time>
      <span className="flex items-center gap-1">
        <Clock aria-hidden="true" className="size-3.5" />
        {text.minutes(post.readMinutes)}
      </span>
      {showViews && (
        <span className="flex items-center gap-1" data-testid="view-count">
          <Eye aria-hidden="true" className="size-3.5" />
          {text.views(post.viewCount)}
        </span>
      )}
    </p>
  );
}
