import { Info } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "@/config/paths";
import { useLanguage } from "@/lib/use-language";

/** "How is this scored?": the overall formula in words, and the public page that explains it. */
export function ScoringExplainer() {
  const { t } = useTranslation("sites");
  const language = useLanguage();
  return (
    <details className="w-full text-start text-sm" data-testid="scoring-explainer">
      <summary className="inline-flex cursor-pointer items-center gap-1 text-primary text-xs hover:underline">
        <Info className="size-3.5" aria-hidden="true" />
        {t("scoring.title")}
      </summary>
      <div className="mt-2 grid gap-2 text-muted-foreground text-xs">
        <p>{t("scoring.body")}</p>
        <Link className="text-primary hover:underline" to={paths.public.feature("multi-platform", language)}>
          {t("scoring.link")}
        </Link>
      </div>
    </details>
  );
}
