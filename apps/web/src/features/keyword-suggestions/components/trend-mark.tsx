import { useTranslation } from "react-i18next";

/** The last three months against the three before: up, down or flat (within 10 %), with the months as a tooltip. */
export function TrendMark({ trend }: { trend: number[] | null }) {
  const { t, i18n } = useTranslation("search");
  if (!trend || trend.length < 6) return null;
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  const recent = sum(trend.slice(-3));
  const before = sum(trend.slice(-6, -3));
  const direction = recent > before * 1.1 ? "up" : recent < before * 0.9 ? "down" : "flat";
  const mark = { up: "↑", down: "↓", flat: "→" }[direction];
  const months = trend.map((value) => value.toLocaleString(i18n.language)).join(" · ");
  return (
    <span title={`${t(`keywords.trend.${direction}`)}: ${months}`} className="text-xs">
      {mark}
      <span className="sr-only">{t(`keywords.trend.${direction}`)}</span>
    </span>
  );
}
