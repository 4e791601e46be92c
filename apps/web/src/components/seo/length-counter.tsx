import { charCount, type LengthRange, lengthStatus, serpLayout, textWidthPx } from "@sitelens/shared";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/utils";

/** Spec §5: characters against 50–60 / 150–160, and the desktop pixel width against Google's line. */
export function LengthCounter({
  text,
  range,
  kind,
}: {
  text: string;
  range: LengthRange;
  kind: "title" | "description";
}) {
  const { t, i18n } = useTranslation("page-tools");
  const status = lengthStatus(text, range);
  const layout = serpLayout.desktop[kind];
  const px = Math.round(textWidthPx(text.trim(), serpLayout.desktop.font, layout.sizePx));
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs" data-testid={`${kind}-counter`}>
      <span
        className={cn(
          status === "ok" ? "text-emerald-700 dark:text-emerald-400" : "text-amber-700 dark:text-amber-400",
        )}
      >
        {t("counter.chars", { count: charCount(text.trim()), max: range.max })}
      </span>
      <span
        className={cn(px > layout.maxPx ? "text-amber-700 dark:text-amber-400" : "text-muted-foreground")}
      >
        {t("counter.px", { px: number.format(px), max: number.format(layout.maxPx) })}
      </span>
      <span className="text-muted-foreground">
        {status === "ok" ? t("counter.ok") : t(`counter.${status}`, { min: range.min, max: range.max })}
      </span>
    </p>
  );
}
