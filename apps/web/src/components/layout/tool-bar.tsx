import { Globe, LayoutDashboard } from "lucide-react";
import { useTranslation } from "react-i18next";
import { NavLink } from "react-router";
import { paths } from "@/config/paths";
import { ToolLinks } from "@/features/plan/components/tool-links";
import { cn } from "@/lib/utils";

const linkClass =
  "flex items-center gap-2 rounded-md px-3 py-1.5 font-medium text-muted-foreground text-sm outline-none transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50";

/** 'Your sites' and the portfolio, then the tools the plan grants (or a locked upgrade prompt). */
export function ToolBar() {
  const { t } = useTranslation("layout");
  const tools = [
    { to: paths.app.sites(), label: t("toolbar.sites"), icon: Globe },
    { to: paths.app.dashboard(), label: t("toolbar.portfolio"), icon: LayoutDashboard },
  ];

  return (
    <nav aria-label={t("toolbar.label")} className="hidden border-b md:block">
      <ul className="mx-auto flex h-11 max-w-7xl items-center gap-1 overflow-x-auto px-4 sm:px-6">
        {tools.map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <NavLink
              to={to}
              end
              className={({ isActive }) => cn(linkClass, isActive && "bg-accent text-accent-foreground")}
            >
              <Icon aria-hidden="true" className="size-4" />
              {label}
            </NavLink>
          </li>
        ))}
        <ToolLinks layout="row" itemClass={linkClass} />
      </ul>
    </nav>
  );
}
