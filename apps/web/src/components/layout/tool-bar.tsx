import { Globe } from "lucide-react";
import { useTranslation } from "react-i18next";
import { NavLink } from "react-router";
import { paths } from "@/config/paths";
import { cn } from "@/lib/utils";

/** Other tools join 'your sites' here once plan feature access is known. */
export function ToolBar() {
  const { t } = useTranslation("layout");
  const tools = [{ to: paths.app.sites(), label: t("toolbar.sites"), icon: Globe }];

  return (
    <nav aria-label={t("toolbar.label")} className="hidden border-b md:block">
      <ul className="mx-auto flex h-11 max-w-7xl items-center gap-1 px-4 sm:px-6">
        {tools.map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <NavLink
              to={to}
              end
              className={({ isActive }) =>
                cn(
                  "flex items-center gap-2 rounded-md px-3 py-1.5 font-medium text-muted-foreground text-sm outline-none transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50",
                  isActive && "bg-accent text-accent-foreground",
                )
              }
            >
              <Icon aria-hidden="true" className="size-4" />
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
