import { Hammer } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useMatches } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { useSession } from "@/lib/auth";
import { useLanguage } from "@/lib/use-language";
import type { ScreenKey } from "@/locales";

export type ScreenHandle = { screen: ScreenKey };

function useScreenKey(): ScreenKey {
  return (useMatches().at(-1)!.handle as ScreenHandle).screen;
}

/** Placeholder for screens that later issues build, so every route of spec §2 answers honestly. */
export function ComingSoonRoute() {
  const { t } = useTranslation();
  const { t: screenName } = useTranslation("screens");
  const language = useLanguage();
  const screen = screenName(useScreenKey());
  const signedIn = Boolean(useSession().data);
  const { pathname } = useLocation();
  const back = signedIn
    ? { to: paths.app.sites(), label: t("comingSoon.backToSites") }
    : { to: paths.public.home(language), label: t("comingSoon.back") };

  return (
    <section className="flex flex-1 items-center justify-center px-6 py-20">
      <div className="grid max-w-md justify-items-center gap-4 rounded-2xl border border-dashed bg-card px-8 py-12 text-center">
        <span className="flex size-11 items-center justify-center rounded-full bg-accent text-primary">
          <Hammer aria-hidden="true" className="size-5" />
        </span>
        <Badge variant="secondary">{t("comingSoon.badge")}</Badge>
        <h1 className="font-semibold text-2xl tracking-tight">{t("comingSoon.title", { screen })}</h1>
        <p className="text-muted-foreground">{t("comingSoon.body")}</p>
        {back.to !== pathname && (
          <Button asChild variant="outline">
            <Link to={back.to}>{back.label}</Link>
          </Button>
        )}
      </div>
    </section>
  );
}

export { ComingSoonRoute as Component };
