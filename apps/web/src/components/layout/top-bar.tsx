import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { useSession } from "@/lib/auth";
import { withScreenTranslations } from "@/lib/load-translations";
import { useLanguage } from "@/lib/use-language";
import { AddSiteForm } from "./add-site-form";
import { LanguageSwitcher } from "./language-switcher";
import { Logo } from "./logo";
import { PublicNav } from "./public-nav";
import { SisterAppsMenu } from "./sister-apps-menu";
import { ThemeSwitcher } from "./theme-switcher";

const SignedInControls = lazy(
  withScreenTranslations(() =>
    import("./signed-in-controls").then((module) => ({ default: module.SignedInControls })),
  ),
);

export function TopBar() {
  const { t } = useTranslation("layout");
  const language = useLanguage();
  const user = useSession().data?.user;
  // The sites dashboard has its own add-site box; a second one in the bar would only compete with it.
  const onSites = useLocation().pathname === paths.app.sites();

  return (
    <header className="sticky top-0 z-40 border-b bg-background/85 backdrop-blur supports-[backdrop-filter]:bg-background/70">
      <div className="mx-auto flex h-14 max-w-7xl items-center gap-3 px-4 sm:px-6">
        <Logo to={user ? paths.app.sites() : paths.public.home(language)} label={t("homeLink")} />
        <div className="hidden flex-1 justify-center md:flex">
          {user ? !onSites && <AddSiteForm /> : <PublicNav />}
        </div>
        <div className="ml-auto flex items-center gap-0.5 md:ml-0">
          <SisterAppsMenu />
          <LanguageSwitcher />
          <ThemeSwitcher />
          {user ? (
            // The bell and the avatar hold their place while their code loads.
            <Suspense fallback={<div className="h-9 w-[4.5rem]" />}>
              <SignedInControls user={user} />
            </Suspense>
          ) : (
            <div className="ml-1 flex items-center gap-2">
              <Button asChild variant="ghost" size="sm">
                <Link to={paths.auth.login()}>{t("auth.login")}</Link>
              </Button>
              <Button asChild size="sm" className="hidden sm:inline-flex">
                <Link to={paths.auth.register()}>{t("auth.register")}</Link>
              </Button>
            </div>
          )}
        </div>
      </div>
    </header>
  );
}
