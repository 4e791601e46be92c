import { HISTORY_RANGES } from "@sitelens/shared";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";

/** Spec §9 trend ranges: 7, 30, 90 days and 1 year. */
export function RangePicker({ days, onChange }: { days: number; onChange: (days: number) => void }) {
  const { t } = useTranslation("google");
  return (
    <fieldset className="flex flex-wrap gap-1">
      <legend className="sr-only">{t("range.label")}</legend>
      {HISTORY_RANGES.map((range) => (
        <Button
          key={range}
          size="sm"
          variant={days === range ? "secondary" : "ghost"}
          aria-pressed={days === range}
          className="h-7 px-2"
          onClick={() => onChange(range)}
        >
          {t(`range.${range}`)}
        </Button>
      ))}
    </fieldset>
  );
}
