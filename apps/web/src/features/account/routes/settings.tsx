import { useMutation, useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast";
import { ApiTokensSection } from "@/features/api-tokens/components/api-tokens-section";
import { FormError } from "@/features/auth/components/form-error";
import { DistributionSettings } from "@/features/distribution/components/distribution-settings";
import { GoogleSettings } from "@/features/google/components/google-settings";
import { useSession } from "@/lib/auth";
import { accountApi, settingsQuery } from "../api/account-api";
import { ConnectedServices } from "../components/connected-services";
import { DeleteAccount } from "../components/delete-account";
import { NotificationSettingsForm } from "../components/notification-settings-form";
import { PageHeader } from "../components/page-header";
import { SectionCard } from "../components/section-card";
import { SessionsList } from "../components/sessions-list";

export function SettingsRoute() {
  const { t } = useTranslation("account");
  const { t: tDistribution } = useTranslation("distribution");
  const settings = useQuery(settingsQuery());
  const email = useSession().data?.user.email ?? "";
  const testEmail = useMutation({
    mutationFn: accountApi.sendTestEmail,
    onSuccess: () => toast.success(t("settings.testSent")),
  });
  return (
    <section className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-8">
      <PageHeader title={t("settings.title")} description={t("settings.subtitle")} />
      <SectionCard title={t("settings.notifications")}>
        {settings.isPending && <Spinner label={t("loading", { ns: "common" })} />}
        <FormError message={settings.error?.message ?? null} />
        {settings.data && <NotificationSettingsForm settings={settings.data} />}
      </SectionCard>
      <SectionCard title={t("settings.testEmail")} description={t("settings.testEmailHint", { email })}>
        <div className="grid gap-3">
          <FormError message={testEmail.error?.message ?? null} />
          <Button
            variant="outline"
            className="justify-self-start"
            disabled={testEmail.isPending}
            onClick={() => testEmail.mutate()}
          >
            {t("settings.sendTest")}
          </Button>
        </div>
      </SectionCard>
      <SectionCard title={t("settings.sessions")} description={t("settings.sessionsHint")}>
        <SessionsList />
      </SectionCard>
      <SectionCard title={t("settings.api")} description={t("settings.apiHint")}>
        <ApiTokensSection />
      </SectionCard>
      <SectionCard title={t("settings.integrations.title")} description={t("settings.integrations.hint")}>
        <div className="grid gap-3">
          <GoogleSettings />
          <ConnectedServices />
        </div>
      </SectionCard>
      <SectionCard title={tDistribution("settings.title")} description={tDistribution("settings.hint")}>
        <DistributionSettings />
      </SectionCard>
      <SectionCard title={t("settings.danger")} description={t("settings.dangerHint")} tone="danger">
        <DeleteAccount />
      </SectionCard>
    </section>
  );
}

export { SettingsRoute as Component };
