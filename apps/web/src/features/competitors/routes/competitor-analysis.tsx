import type { Competitor, Site } from "@sitelens/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast";
import { NO_SITE, paths } from "@/config/paths";
import { PageHeader } from "@/features/account/components/page-header";
import { SectionCard } from "@/features/account/components/section-card";
import { useLanguage } from "@/lib/use-language";
import { competitorsApi, competitorsQuery } from "../api/competitors-api";
import { AddCompetitorForm } from "../components/add-competitor-form";
import { CompetitorComparison } from "../components/competitor-comparison";
import { CompetitorDiscovery } from "../components/competitor-discovery";
import { ToolGate } from "../components/tool-gate";
import { ToolSitePicker } from "../components/tool-site-picker";

export function CompetitorAnalysisRoute() {
  const { t } = useTranslation("competitors");
  return (
    <section className="mx-auto grid w-full max-w-5xl gap-6 px-4 py-8">
      <PageHeader title={t("title")} description={t("subtitle")} />
      <ToolGate>{(sites) => <CompetitorsForSites sites={sites} />}</ToolGate>
    </section>
  );
}

function CompetitorsForSites({ sites }: { sites: Site[] }) {
  const navigate = useNavigate();
  const param = useParams().siteId ?? NO_SITE;
  const site = sites.find((candidate) => candidate.id === param) ?? sites[0]!;
  return (
    <div className="grid gap-6">
      <ToolSitePicker
        sites={sites}
        selected={site.id}
        onSelect={(id) => navigate(paths.app.competitorAnalysis(id))}
      />
      <SiteCompetitors siteId={site.id} />
    </div>
  );
}

function SiteCompetitors({ siteId }: { siteId: string }) {
  const { t } = useTranslation("competitors");
  const list = useQuery(competitorsQuery(siteId));
  const [open, setOpen] = useState<string | null>(null);
  if (list.isPending) return <Spinner label={t("loading", { ns: "common" })} />;
  if (list.error) return <p className="text-destructive text-sm">{list.error.message}</p>;
  const { competitors, slots } = list.data;
  const slotsLeft = slots.limit === -1 || slots.used < slots.limit;
  const shown = open ?? competitors.find((competitor) => competitor.status === "completed")?.id ?? null;
  return (
    <>
      <SectionCard
        title={t("addTitle")}
        description={
          slots.limit === -1 ? t("slotsUnlimited") : t("slots", { used: slots.used, limit: slots.limit })
        }
      >
        <div className="grid gap-6">
          <AddCompetitorForm siteId={siteId} disabled={!slotsLeft} />
          <CompetitorDiscovery siteId={siteId} slotsLeft={slotsLeft} />
        </div>
      </SectionCard>
      <SectionCard title={t("listTitle")}>
        {competitors.length === 0 ? (
          <p className="text-muted-foreground text-sm">{t("empty")}</p>
        ) : (
          <ul className="grid gap-2">
            {competitors.map((competitor) => (
              <CompetitorRow
                key={competitor.id}
                competitor={competitor}
                selected={competitor.id === shown}
                onSelect={() => setOpen(competitor.id)}
              />
            ))}
          </ul>
        )}
      </SectionCard>
      {shown && (
        <SectionCard
          title={t("comparisonTitle", {
            name: competitors.find((competitor) => competitor.id === shown)?.name ?? "",
          })}
        >
          <CompetitorComparison competitorId={shown} />
        </SectionCard>
      )}
    </>
  );
}

function CompetitorRow({
  competitor,
  selected,
  onSelect,
}: {
  competitor: Competitor;
  selected: boolean;
  onSelect: () => void;
}) {
  const { t } = useTranslation("competitors");
  const language = useLanguage();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ["competitors"] });
  const reanalyze = useMutation({
    mutationFn: () => competitorsApi.reanalyze(competitor.id),
    onSuccess: refresh,
    onError: (error) => toast.error(error.message),
  });
  const remove = useMutation({
    mutationFn: () => competitorsApi.remove(competitor.id),
    onSuccess: refresh,
    onError: (error) => toast.error(error.message),
  });
  return (
    <li
      className={`flex flex-wrap items-center gap-2 rounded-md border p-3 text-sm ${selected ? "border-primary" : ""}`}
    >
      <button type="button" className="min-w-0 flex-1 text-left" onClick={onSelect}>
        <span className="block font-medium">{competitor.name}</span>
        <span className="block break-all text-muted-foreground">{competitor.url}</span>
        {competitor.errorReason && (
          <span className="block text-destructive">{competitor.errorReason[language]}</span>
        )}
      </button>
      <Badge variant={competitor.status === "error" ? "destructive" : "secondary"}>
        {t(`status.${competitor.status}`)}
      </Badge>
      {competitor.overallScore !== null && (
        <Badge variant="outline">{t("score", { score: competitor.overallScore })}</Badge>
      )}
      <Button
        size="sm"
        variant="outline"
        disabled={competitor.status === "analyzing" || reanalyze.isPending}
        onClick={() => reanalyze.mutate()}
      >
        {t("reanalyze")}
      </Button>
      <Button size="sm" variant="ghost" disabled={remove.isPending} onClick={() => remove.mutate()}>
        {t("remove")}
      </Button>
    </li>
  );
}

export { CompetitorAnalysisRoute as Component };
