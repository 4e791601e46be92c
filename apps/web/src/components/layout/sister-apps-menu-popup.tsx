import { ExternalLink } from "lucide-react";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import type { SisterApp } from "@/lib/app-config";
import type { Language } from "@/lib/language";
import type { MenuPopupProps } from "./deferred-menu";

export type SisterAppsMenuPopupProps = MenuPopupProps & {
  label: string;
  apps: readonly SisterApp[];
  language: Language;
};

export function SisterAppsMenuPopup({
  trigger,
  defaultOpen,
  label,
  apps,
  language,
}: SisterAppsMenuPopupProps) {
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-72">
        <DropdownMenuLabel>{label}</DropdownMenuLabel>
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
