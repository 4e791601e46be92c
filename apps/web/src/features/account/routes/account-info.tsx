import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Spinner } from "@/components/ui/spinner";
import { FormError } from "@/features/auth/components/form-error";
import { profileQuery } from "../api/account-api";
import { PageHeader } from "../components/page-header";
import { PasswordChangeForm } from "../components/password-change-form";
import { ProfileForm } from "../components/profile-form";
import { SectionCard } from "../components/section-card";

export function AccountInfoRoute() {
  const { t } = useTranslation("account");
  const profile = useQuery(profileQuery());
  return (
    <section className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-8">
      <PageHeader title={t("info.title")} description={t("info.subtitle")} />
      {profile.isPending && <Spinner label={t("loading", { ns: "common" })} />}
      {profile.error && <FormError message={profile.error.message} />}
      {profile.data && (
        <SectionCard title={t("info.profile")}>
          <ProfileForm profile={profile.data} />
        </SectionCard>
      )}
      <SectionCard title={t("info.password")}>
        <PasswordChangeForm />
      </SectionCard>
    </section>
  );
}

export { AccountInfoRoute as Component };
