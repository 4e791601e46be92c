import { Languages } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { LANGUAGES, upperCase } from "@/lib/language";
import { useChangeLanguage, useLanguage } from "@/lib/use-language";

export function LanguageSwitcher() {
  const { t } = useTranslation("layout");
  const language = useLanguage();
  const changeLanguage = useChangeLanguage();

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="sm" aria-label={t("language.label")} className="px-2">
          <Languages aria-hidden="true" />
          <span aria-hidden="true">{upperCase(language, language)}</span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>{t("language.label")}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuRadioGroup value={language}>
          {LANGUAGES.map((option) => (
            <DropdownMenuRadioItem
              key={option}
              value={option}
              lang={option}
              onSelect={() => changeLanguage(option)}
            >
              {t(`language.${option}`)}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
