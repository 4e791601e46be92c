import { Bot, Globe, ListChecks } from "lucide-react";
import { useTranslation } from "react-i18next";

/** Teaches what happens after adding a site, instead of an empty list. */
export function SitesEmptyState() {
  const { t } = useTranslation("sites");
  const steps = [
    { icon: Globe, title: t("empty.step1Title"), body: t("empty.step1Body") },
    { icon: Bot, title: t("empty.step2Title"), body: t("empty.step2Body") },
    { icon: ListChecks, title: t("empty.step3Title"), body: t("empty.step3Body") },
  ];
  return (
    <div className="grid gap-6 rounded-xl border border-dashed p-6 sm:p-8" data-testid="sites-empty">
      <div className="grid gap-1">
        <h2 className="font-semibold text-lg">{t("empty.title")}</h2>
        <p className="text-muted-foreground text-sm">{t("empty.body")}</p>
      </div>
      <ol className="grid gap-4 sm:grid-cols-3">
        {steps.map(({ icon: Icon, title, body }, index) => (
          <li key={title} className="grid content-start gap-2">
            <span className="flex items-center gap-2 font-medium text-sm">
              <span className="flex size-7 items-center justify-center rounded-full bg-primary/10 text-primary">
                <Icon className="size-4" aria-hidden="true" />
              </span>
              {index + 1}. {title}
            </span>
            <span className="text-muted-foreground text-sm">{body}</span>
          </li>
        ))}
      </ol>
      <p className="text-muted-foreground text-xs">{t("empty.example")}</p>
    </div>
  );
}
