import { ExternalLink, LayoutGrid } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { useAppConfig } from "@/lib/app-config";
import { useLanguage } from "@/lib/use-language";

export function SisterAppsMenu() {
  const { t } = useTranslation("layout");
  const language = useLanguage();
  const apps = useAppConfig().data?.sisterApps ?? [];
  if (apps.length === 0) return null;

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={t("sisterApps.label")}>
          <LayoutGrid aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-72">
        <DropdownMenuLabel>{t("sisterApps.label")}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        {apps.map((app) => (
          <DropdownMenuItem key={app.url} asChild>
            <a href={app.url} target="_blank" rel="noopener noreferrer" className="items-start">
              <span className="grid flex-1 gap-0.5">
                <span className="font-medium">{app.name}</span>
                <span className="text-muted-foreground text-xs">{app.description[language]}</span>
              </span>
              <ExternalLink aria-hidden="true" className="mt-0.5" />
            </a>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
