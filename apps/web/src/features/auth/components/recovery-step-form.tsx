import type * as React from "react";
import type { FieldErrors } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { firstErrorMessage } from "../forms/first-error-message";
import { BotCheck } from "./bot-check";
import { FormError } from "./form-error";
import type { useBotToken } from "./use-bot-token";

/** A password-reset step: its intro, fields, the self-solving bot check, its problem, submit (locked until the check passes), back. */
export function RecoveryStepForm({
  step,
  form: { formState },
  bot,
  onSubmit,
  back,
  children,
}: {
  step: "email" | "password";
  form: { formState: { errors: FieldErrors; isSubmitting: boolean } };
  bot: ReturnType<typeof useBotToken>;
  onSubmit: React.FormEventHandler<HTMLFormElement>;
  back: React.ReactNode;
  children: React.ReactNode;
}) {
  const { t } = useTranslation("auth");
  return (
    <form onSubmit={onSubmit} className="grid gap-4" noValidate>
      <p className="text-muted-foreground text-sm">
        {t(step === "email" ? "forgot.emailStep" : "forgot.passwordStep")}
      </p>
      {children}
      <BotCheck {...bot.widget} auto />
      <FormError message={firstErrorMessage(formState.errors)} />
      <Button type="submit" disabled={formState.isSubmitting || !bot.token}>
        {t(step === "email" ? "forgot.sendCode" : "forgot.save")}
      </Button>
      {back}
    </form>
  );
}
