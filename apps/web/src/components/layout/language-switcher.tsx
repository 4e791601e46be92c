import { Languages } from "lucide-react";
import { useTranslation } from "react-i18next";
import { LANGUAGES, upperCase } from "@/lib/language";
import { useChangeLanguage, useLanguage } from "@/lib/use-language";
import { ChoiceMenu } from "./choice-menu";

export function LanguageSwitcher() {
  const { t } = useTranslation("layout");
  const language = useLanguage();
  const changeLanguage = useChangeLanguage();
  const code = upperCase(language, language);

  return (
    <ChoiceMenu
      label={t("language.label")}
      triggerLabel={`${t("language.label")}: ${code}`}
      trigger={
        <>
          <Languages aria-hidden="true" />
          <span>{code}</span>
        </>
      }
      value={language}
      choices={LANGUAGES.map((option) => ({ value: option, label: t(`language.${option}`), lang: option }))}
      onChoose={changeLanguage}
    />
  );
}
