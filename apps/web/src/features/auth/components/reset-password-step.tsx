import type * as React from "react";
import { useTranslation } from "react-i18next";
import { authApi } from "../api/auth-api";
import { reportFailure } from "../forms/first-error-message";
import { resetPasswordFormSchema } from "../forms/form-schemas";
import { useWordedForm } from "../forms/use-worded-form";
import { NewPasswordFields } from "./new-password-fields";
import { RecoveryStepForm } from "./recovery-step-form";
import { useBotToken } from "./use-bot-token";

/** Password reset, step 3: the new password, sent with the checked code. */
export function ResetPasswordStep({
  email,
  code,
  onDone,
  back,
}: {
  email: string;
  code: string;
  onDone: () => void;
  back: React.ReactNode;
}) {
  const { t } = useTranslation("auth");
  const bot = useBotToken();
  const form = useWordedForm(
    resetPasswordFormSchema,
    { fallback: t("fillAllFields"), mismatch: t("passwordsDoNotMatch") },
    { password: "", confirmation: "" },
  );

  const submit = form.handleSubmit(({ password }) =>
    reportFailure(form, async () => {
      await authApi.resetPassword({ email, code, password, botToken: bot.take() });
      onDone();
    }),
  );

  return (
    <RecoveryStepForm step="password" form={form} bot={bot} onSubmit={submit} back={back}>
      <NewPasswordFields control={form.control} name="password" label={t("forgot.newPassword")} />
    </RecoveryStepForm>
  );
}
