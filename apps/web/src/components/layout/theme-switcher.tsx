import { Monitor, Moon, Sun } from "lucide-react";
import { useTranslation } from "react-i18next";
import { setTheme, THEMES, useTheme } from "@/lib/theme";
import { ChoiceMenu } from "./choice-menu";

const themeIcons = { light: Sun, dark: Moon, system: Monitor } as const;

export function ThemeSwitcher() {
  const { t } = useTranslation("layout");
  const { theme, resolvedTheme } = useTheme();
  const TriggerIcon = resolvedTheme === "dark" ? Moon : Sun;

  return (
    <ChoiceMenu
      label={t("theme.label")}
      trigger={<TriggerIcon aria-hidden="true" />}
      value={theme}
      choices={THEMES.map((option) => ({
        value: option,
        label: t(`theme.${option}`),
        icon: themeIcons[option],
      }))}
      onChoose={setTheme}
    />
  );
}
