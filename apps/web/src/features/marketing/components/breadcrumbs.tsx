import { ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { paths } from "@/config/paths";
import { useLanguage } from "@/lib/use-language";
import { marketingText } from "../content";
import { useText } from "../use-text";

export type Crumb = { name: string; path: string };

/** The visible trail that the BreadcrumbList JSON-LD mirrors; the last crumb is the current page. */
export function Breadcrumbs({ trail }: { trail: Crumb[] }) {
  const text = useText(marketingText);
  const language = useLanguage();
  const crumbs = [{ name: text.home, path: paths.public.home(language) }, ...trail];
  return (
    <nav aria-label={text.breadcrumb} className="text-muted-foreground text-sm">
      <ol className="flex flex-wrap items-center gap-1">
        {crumbs.map((crumb, index) => (
          <li key={crumb.path} className="flex items-center gap-1">
            {index > 0 && <ChevronRight aria-hidden="true" className="size-3.5" />}
            {index === crumbs.length - 1 ? (
              <span aria-current="page" className="text-foreground">
                {crumb.name}
              </span>
            ) : (
              <Link to={crumb.path} className="hover:text-foreground hover:underline underline-offset-4">
                {crumb.name}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** The same trail for BreadcrumbList, home included. */
export function breadcrumbTrail(homeName: string, homePath: string, trail: Crumb[]): Crumb[] {
  return [{ name: homeName, path: homePath }, ...trail];
}
