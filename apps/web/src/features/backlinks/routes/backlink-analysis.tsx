import type { Site } from "@sitelens/shared";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { NO_SITE, paths } from "@/config/paths";
import { PageHeader } from "@/features/account/components/page-header";
import { SectionCard } from "@/features/account/components/section-card";
import { ToolGate } from "@/features/competitors/components/tool-gate";
import { ToolSitePicker } from "@/features/competitors/components/tool-site-picker";
import { ImportLinksForm } from "../components/import-links-form";
import { KnownLinks } from "../components/known-links";
import { ProviderLookup } from "../components/provider-lookup";

export function BacklinkAnalysisRoute() {
  const { t } = useTranslation("backlinks");
  return (
    <section className="mx-auto grid w-full max-w-5xl gap-6 px-4 py-8">
      <PageHeader title={t("title")} description={t("subtitle")} />
      <ToolGate>{(sites) => <BacklinksForSites sites={sites} />}</ToolGate>
    </section>
  );
}

function BacklinksForSites({ sites }: { sites: Site[] }) {
  const { t } = useTranslation("backlinks");
  const navigate = useNavigate();
  const param = useParams().siteId ?? NO_SITE;
  const site = sites.find((candidate) => candidate.id === param) ?? sites[0]!;
  return (
    <div className="grid gap-6">
      <ToolSitePicker
        sites={sites}
        selected={site.id}
        onSelect={(id) => navigate(paths.app.backlinkAnalysis(id))}
      />
      <SectionCard title={t("knownTitle")} description={t("knownHint")}>
        <div className="grid gap-6">
          <ImportLinksForm siteId={site.id} />
          <KnownLinks siteId={site.id} />
        </div>
      </SectionCard>
      <SectionCard title={t("providerTitle")} description={t("providerHint")}>
        <ProviderLookup siteId={site.id} />
      </SectionCard>
    </div>
  );
}

export { BacklinkAnalysisRoute as Component };
