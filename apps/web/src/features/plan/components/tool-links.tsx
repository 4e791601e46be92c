import { Lock } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, NavLink } from "react-router";
import { paths } from "@/config/paths";
import { useLanguage } from "@/lib/use-language";
import { cn } from "@/lib/utils";
import { toolEntries } from "./tool-entries";
import { useToolAccess } from "./use-tool-access";

/**
 * The gated tool entries for the tool bar (row) and the mobile tools sheet (list): the tools when
 * the plan grants them, otherwise one locked upgrade prompt ('Pro Plan Gerekli').
 */
export function ToolLinks({ layout, itemClass }: { layout: "row" | "list"; itemClass: string }) {
  const { t } = useTranslation("billing");
  const language = useLanguage();
  const access = useToolAccess();
  if (access === "unknown") return null;
  if (access === "locked")
    return (
      <li>
        <Link
          to={paths.public.pricing(language)}
          data-testid="tools-locked"
          className={cn(itemClass, "text-muted-foreground")}
          title={t("gate.body")}
        >
          <Lock aria-hidden="true" className="size-4" />
          <span>{layout === "row" ? t("gate.locked") : `${t("gate.title")} · ${t("gate.upgrade")}`}</span>
        </Link>
      </li>
    );
  return toolEntries.map(({ to, label, icon: Icon }) => (
    <li key={label}>
      <NavLink
        to={to}
        end
        className={({ isActive }) =>
          // NavLink ignores the query: /app?tab=… must not light up on /app itself.
          cn(itemClass, isActive && !to.includes("?") && "bg-accent text-accent-foreground")
        }
      >
        <Icon aria-hidden="true" className="size-4" />
        <span>{t(`tools.${label}`)}</span>
      </NavLink>
    </li>
  ));
}
