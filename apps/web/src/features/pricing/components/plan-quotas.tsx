import { type UsageKind, usageKindLabels, usagePeriods } from "@sitelens/shared";
import { useText } from "@/features/marketing/use-text";
import { useLanguage } from "@/lib/use-language";
import type { Plan } from "../api/use-plans";
import { pricingText } from "../content";

const SHOWN: UsageKind[] = [
  "analyses",
  "ai_generations",
  "rank_checks",
  "keyword_lookups",
  "competitor_analyses",
];

/** The plan's quotas and capacities (from the plans table, defaults filled in). */
export function PlanQuotas({ plan }: { plan: Plan }) {
  const text = useText(pricingText);
  const language = useLanguage();
  const number = new Intl.NumberFormat(language === "tr" ? "tr-TR" : "en-US");
  const amount = (value: number) => (value === -1 ? text.unlimited : number.format(value));
  const { usage, capacity } = plan.quotas;
  const rows = [
    ...SHOWN.map((kind) => ({
      key: kind,
      label: usageKindLabels[kind][language],
      value:
        usage[kind] === 0
          ? text.notIncluded
          : `${amount(usage[kind])}${usage[kind] === -1 ? "" : usagePeriods[kind] === "day" ? text.perDay : text.perMonthShort}`,
    })),
    { key: "pages", label: text.pagesPerAnalysis(amount(capacity.pagesPerAnalysis)), value: "" },
    ...(capacity.competitorSlotsPerSite !== 0
      ? [{ key: "slots", label: text.competitorSlots(amount(capacity.competitorSlotsPerSite)), value: "" }]
      : []),
    ...(capacity.trackedKeywords !== 0
      ? [{ key: "keywords", label: text.trackedKeywords(amount(capacity.trackedKeywords)), value: "" }]
      : []),
  ];
  return (
    <div className="grid gap-2 border-t pt-4" data-testid={`quotas-${plan.id}`}>
      <p className="font-medium text-sm">{text.limitsTitle}</p>
      <dl className="grid gap-1 text-muted-foreground text-xs">
        {rows.map((row) => (
          <div key={row.key} className="flex justify-between gap-3">
            <dt>{row.label}</dt>
            {row.value && <dd className="shrink-0 text-right tabular-nums">{row.value}</dd>}
          </div>
        ))}
      </dl>
    </div>
  );
}
