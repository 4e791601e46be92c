import { useTranslation } from "react-i18next";

/** The title or description chosen in the meta tag generator, shown under the crawled one until the site uses it. */
export function SuggestedMeta({ current, suggested }: { current: string | null; suggested: string | null }) {
  const { t } = useTranslation("sites");
  if (!suggested || suggested === current) return null;
  return (
    <span
      className="mt-0.5 block text-emerald-800 text-xs dark:text-emerald-300"
      data-testid="suggested-meta"
    >
      {t("pages.suggested", { text: suggested })}
    </span>
  );
}
