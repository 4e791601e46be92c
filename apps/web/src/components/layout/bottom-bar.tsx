import { Globe, LayoutDashboard, LayoutGrid, MessageCircle, UserRound } from "lucide-react";
import type { ComponentType } from "react";
import { useTranslation } from "react-i18next";
import { Link, NavLink } from "react-router";
import {
  Sheet,
  SheetClose,
  SheetContent,
  SheetDescription,
  SheetTitle,
  SheetTrigger,
} from "@/components/ui/sheet";
import { paths } from "@/config/paths";
import { setChatOpen } from "@/features/chat/chat-open-store";
import { ToolLinks } from "@/features/plan/components/tool-links";
import { cn } from "@/lib/utils";

const itemClass =
  "flex flex-1 flex-col items-center justify-center gap-1 rounded-md py-1.5 font-medium text-[11px] text-muted-foreground outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50";

function ItemContent({ icon: Icon, label }: { icon: ComponentType<{ className?: string }>; label: string }) {
  return (
    <>
      <Icon className="size-5" />
      <span>{label}</span>
    </>
  );
}

const sheetItemClass = "flex items-center gap-3 rounded-lg border p-3 font-medium text-sm hover:bg-accent";

/** Mobile navigation below 768 px: your sites, tools, AI chat, account. */
export function BottomBar() {
  const { t } = useTranslation("layout");

  return (
    <nav
      aria-label={t("bottomBar.label")}
      data-testid="bottom-bar"
      className="fixed inset-x-0 bottom-0 z-40 border-t bg-background/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
    >
      <div className="flex h-16 items-stretch gap-1 px-2">
        <NavLink
          to={paths.app.sites()}
          end
          className={({ isActive }) => cn(itemClass, isActive && "text-primary")}
        >
          <ItemContent icon={Globe} label={t("bottomBar.sites")} />
        </NavLink>
        <Sheet>
          <SheetTrigger className={itemClass}>
            <ItemContent icon={LayoutGrid} label={t("bottomBar.tools")} />
          </SheetTrigger>
          <SheetContent side="bottom">
            <SheetTitle>{t("bottomBar.toolsTitle")}</SheetTitle>
            <SheetDescription>{t("bottomBar.toolsDescription")}</SheetDescription>
            <ul className="grid gap-2">
              <li>
                <SheetClose asChild>
                  <Link to={paths.app.sites()} className={sheetItemClass}>
                    <Globe className="size-4 text-muted-foreground" aria-hidden="true" />
                    {t("toolbar.sites")}
                  </Link>
                </SheetClose>
              </li>
              <li>
                <SheetClose asChild>
                  <Link to={paths.app.dashboard()} className={sheetItemClass}>
                    <LayoutDashboard className="size-4 text-muted-foreground" aria-hidden="true" />
                    {t("toolbar.portfolio")}
                  </Link>
                </SheetClose>
              </li>
              <ToolLinks layout="list" itemClass={sheetItemClass} />
            </ul>
          </SheetContent>
        </Sheet>
        <button type="button" className={itemClass} onClick={() => setChatOpen(true)}>
          <ItemContent icon={MessageCircle} label={t("bottomBar.chat")} />
        </button>
        <NavLink
          to={paths.app.accountInfo()}
          className={({ isActive }) => cn(itemClass, isActive && "text-primary")}
        >
          <ItemContent icon={UserRound} label={t("bottomBar.account")} />
        </NavLink>
      </div>
    </nav>
  );
}
