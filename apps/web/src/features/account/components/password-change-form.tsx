import { failedPasswordRules, PASSWORD_RULE_MESSAGES } from "@sitelens/shared/password";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Field } from "@/features/auth/components/field";
import { FormError } from "@/features/auth/components/form-error";
import { PasswordChecklist } from "@/features/auth/components/password-checklist";
import { PasswordInput } from "@/features/auth/components/password-input";
import { useLanguage } from "@/lib/use-language";
import { accountApi } from "../api/account-api";

const empty = { currentPassword: "", newPassword: "", confirmation: "" };

export function PasswordChangeForm() {
  const { t } = useTranslation("account");
  const language = useLanguage();
  const [form, setForm] = useState(empty);
  const [problem, setProblem] = useState<string | null>(null);
  const change = useMutation({
    mutationFn: accountApi.changePassword,
    onSuccess: () => {
      setForm(empty);
      toast.success(t("info.passwordChanged"));
    },
  });
  const set = (key: keyof typeof empty) => (value: string) =>
    setForm((current) => ({ ...current, [key]: value }));

  return (
    <form
      className="grid gap-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const [rule] = failedPasswordRules(form.newPassword);
        if (rule) return setProblem(PASSWORD_RULE_MESSAGES[rule][language]);
        if (form.newPassword !== form.confirmation) return setProblem(t("info.passwordMismatch"));
        setProblem(null);
        change.mutate({ currentPassword: form.currentPassword, newPassword: form.newPassword });
      }}
    >
      <Field label={t("info.currentPassword")}>
        {(props) => (
          <PasswordInput
            {...props}
            value={form.currentPassword}
            onValueChange={set("currentPassword")}
            autoComplete="current-password"
          />
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t("info.newPassword")}>
          {(props) => (
            <PasswordInput
              {...props}
              value={form.newPassword}
              onValueChange={set("newPassword")}
              autoComplete="new-password"
            />
          )}
        </Field>
        <Field label={t("info.confirmPassword")}>
          {(props) => (
            <PasswordInput
              {...props}
              value={form.confirmation}
              onValueChange={set("confirmation")}
              autoComplete="new-password"
            />
          )}
        </Field>
      </div>
      <PasswordChecklist password={form.newPassword} />
      <FormError message={problem ?? change.error?.message ?? null} />
      <Button
        type="submit"
        disabled={change.isPending || !form.currentPassword}
        className="justify-self-start"
      >
        {t("info.changePassword")}
      </Button>
    </form>
  );
}
