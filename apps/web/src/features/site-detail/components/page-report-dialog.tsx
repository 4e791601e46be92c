import { type AuditResult, pageUnscoredReason, type SitePage } from "@sitelens/shared";
import { CircleAlert } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { InlineMarkdown } from "@/features/sites/components/inline-markdown";
import { useLanguage } from "@/lib/use-language";

/** Spec §9: recommended meta title 50-60 characters, description 150-160. */
const TITLE_RANGE = [50, 60] as const;
const DESCRIPTION_RANGE = [150, 160] as const;

function LengthLine({
  label,
  text,
  range,
}: {
  label: string;
  text: string | null;
  range: readonly [number, number];
}) {
  const { t } = useTranslation("sites");
  const length = text?.length ?? 0;
  const ok = length >= range[0] && length <= range[1];
  return (
    <div className="grid gap-0.5 text-sm">
      <span className="font-medium">{label}</span>
      <span className="break-words text-muted-foreground">{text ?? t("pages.missing")}</span>
      <span
        className={
          ok ? "text-emerald-700 text-xs dark:text-emerald-300" : "text-amber-700 text-xs dark:text-amber-300"
        }
      >
        {t("pages.length", { length, min: range[0], max: range[1] })}
      </span>
    </div>
  );
}

/** One page's SEO report: its titles against the recommended lengths and the audits it fails. */
export function PageReportDialog({ page, audits }: { page: SitePage; audits: readonly AuditResult[] }) {
  const { t } = useTranslation("sites");
  const language = useLanguage();
  const unscored = pageUnscoredReason({ status: page.httpStatus ?? 0, error: page.errorReason });
  const failing = page.failingAudits
    .map((id) => audits.find((audit) => audit.id === id))
    .filter((audit): audit is AuditResult => Boolean(audit));
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="link" size="sm" className="h-auto p-0">
          {t("pages.report")}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[85dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle className="break-all">{page.url}</DialogTitle>
          <DialogDescription>
            {t("pages.reportSummary", { score: page.seoScore === null ? "–" : Math.round(page.seoScore) })}
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-4">
          <LengthLine label={t("pages.metaTitle")} text={page.metaTitle ?? page.title} range={TITLE_RANGE} />
          <LengthLine
            label={t("pages.metaDescription")}
            text={page.metaDescription}
            range={DESCRIPTION_RANGE}
          />
          {unscored && <p className="text-destructive text-sm">{unscored[language]}</p>}
          <div className="grid gap-1.5">
            <h3 className="font-medium text-sm">{t("pages.failing", { count: failing.length })}</h3>
            <ul className="grid gap-1">
              {failing.map((audit) => (
                <li key={audit.id} className="flex items-start gap-2 text-sm">
                  <CircleAlert
                    className="mt-0.5 size-4 shrink-0 text-red-600 dark:text-red-400"
                    aria-hidden="true"
                  />
                  <InlineMarkdown text={audit.failureTitle[language]} />
                </li>
              ))}
            </ul>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
