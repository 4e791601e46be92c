import { LayoutGrid } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { useAppConfig } from "@/lib/app-config";
import { useLanguage } from "@/lib/use-language";
import { DeferredMenu, lazyMenu } from "./deferred-menu";
import type { SisterAppsMenuPopupProps } from "./sister-apps-menu-popup";

const sisterAppsMenuPopup = lazyMenu<SisterAppsMenuPopupProps>(() =>
  import("./sister-apps-menu-popup").then((module) => module.SisterAppsMenuPopup),
);

export function SisterAppsMenu() {
  const { t } = useTranslation("layout");
  const language = useLanguage();
  const apps = useAppConfig().data?.sisterApps ?? [];
  if (apps.length === 0) return null;

  return (
    <DeferredMenu
      menu={sisterAppsMenuPopup}
      label={t("sisterApps.label")}
      apps={apps}
      language={language}
      trigger={
        <Button variant="ghost" size="icon" aria-label={t("sisterApps.label")}>
          <LayoutGrid aria-hidden="true" />
        </Button>
      }
    />
  );
}
