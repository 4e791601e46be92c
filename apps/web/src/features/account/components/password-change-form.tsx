import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { PasswordField } from "@/features/auth/components/credential-field";
import { FormError } from "@/features/auth/components/form-error";
import { NewPasswordFields } from "@/features/auth/components/new-password-fields";
import { firstErrorMessage } from "@/features/auth/forms/first-error-message";
import { changePasswordFormSchema } from "@/features/auth/forms/form-schemas";
import { useWordedForm } from "@/features/auth/forms/use-worded-form";
import { accountApi } from "../api/account-api";

const empty = { currentPassword: "", newPassword: "", confirmation: "" };

export function PasswordChangeForm() {
  const { t } = useTranslation("account");
  const form = useWordedForm(
    changePasswordFormSchema,
    { fallback: t("fillAllFields", { ns: "auth" }), mismatch: t("info.passwordMismatch") },
    empty,
  );
  const change = useMutation({
    mutationFn: accountApi.changePassword,
    onSuccess: () => {
      form.reset(empty);
      toast.success(t("info.passwordChanged"));
    },
  });
  const currentPassword = form.watch("currentPassword");

  return (
    <form
      className="grid gap-4"
      noValidate
      onSubmit={form.handleSubmit(({ currentPassword, newPassword }) =>
        change.mutate({ currentPassword, newPassword }),
      )}
    >
      <PasswordField
        control={form.control}
        name="currentPassword"
        label={t("info.currentPassword")}
        current
      />
      <NewPasswordFields
        control={form.control}
        name="newPassword"
        label={t("info.newPassword")}
        confirmationLabel={t("info.confirmPassword")}
      />
      <FormError message={firstErrorMessage(form.formState.errors) ?? change.error?.message ?? null} />
      <Button type="submit" disabled={change.isPending || !currentPassword} className="justify-self-start">
        {t("info.changePassword")}
      </Button>
    </form>
  );
}
