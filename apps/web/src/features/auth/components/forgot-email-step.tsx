import type * as React from "react";
import { useTranslation } from "react-i18next";
import { authApi } from "../api/auth-api";
import { reportFailure } from "../forms/first-error-message";
import { emailFormSchema } from "../forms/form-schemas";
import { useWordedForm } from "../forms/use-worded-form";
import { EmailField } from "./credential-field";
import { RecoveryStepForm } from "./recovery-step-form";
import { useBotToken } from "./use-bot-token";

/** Password reset, step 1: the account's e-mail; a code is sent to it. */
export function ForgotEmailStep({
  initialEmail,
  onCodeSent,
  back,
}: {
  initialEmail: string;
  onCodeSent: (email: string, cooldownSeconds: number) => void;
  back: React.ReactNode;
}) {
  const { t } = useTranslation("auth");
  const bot = useBotToken();
  const form = useWordedForm(emailFormSchema, { fallback: t("fillAllFields") }, { email: initialEmail });

  const submit = form.handleSubmit(({ email }) =>
    reportFailure(form, async () => {
      const sent = await authApi.sendCode({ email, type: "password_reset", botToken: bot.take() });
      onCodeSent(email, sent.resendAfterSeconds);
    }),
  );

  return (
    <RecoveryStepForm step="email" form={form} bot={bot} onSubmit={submit} back={back}>
      <EmailField control={form.control} />
    </RecoveryStepForm>
  );
}
