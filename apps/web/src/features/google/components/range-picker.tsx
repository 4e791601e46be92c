import { HISTORY_RANGES } from "@sitelens/shared";
import { useTranslation } from "react-i18next";
import { RangeButtons } from "@/components/charts/range-buttons";

/** Spec §9 trend ranges: 7, 30, 90 days and 1 year. */
export function RangePicker({ days, onChange }: { days: number; onChange: (days: number) => void }) {
  const { t } = useTranslation("google");
  return (
    <RangeButtons
      legend={t("range.label")}
      ranges={HISTORY_RANGES}
      value={days}
      onChange={onChange}
      label={(range) => t(`range.${range}`)}
    />
  );
}
