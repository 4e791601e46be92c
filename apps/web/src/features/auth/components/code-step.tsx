import { useState } from "react";
import { useController } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { ApiError } from "@/lib/api-client";
import { authApi, type CodeType } from "../api/auth-api";
import { firstErrorMessage, reportFailure } from "../forms/first-error-message";
import { codeFormSchema } from "../forms/form-schemas";
import { useWordedForm } from "../forms/use-worded-form";
import { BotCheck } from "./bot-check";
import { Field } from "./field";
import { FormError } from "./form-error";
import { useBotToken } from "./use-bot-token";
import { useCountdown } from "./use-countdown";

type Props = {
  email: string;
  type: CodeType;
  /** Seconds before "send a new code" unlocks (50 right after a send, 0 when none was sent here). */
  cooldownSeconds: number;
  submitLabel: string;
  onSubmit: (code: string, botToken: string) => Promise<void>;
};

/** 4-digit code entry with resend countdown; after a wrong code, verify waits until the code is edited (spec §4). */
export function CodeStep({ email, type, cooldownSeconds, submitLabel, onSubmit }: Props) {
  const { t } = useTranslation("auth");
  const form = useWordedForm(codeFormSchema, { fallback: t("enterCode") }, { code: "" });
  const { field } = useController({ control: form.control, name: "code" });
  const [rejectedCode, setRejectedCode] = useState<string | null>(null);
  const [resending, setResending] = useState(false);
  const bot = useBotToken();
  const countdown = useCountdown(cooldownSeconds);

  const verify = form.handleSubmit(({ code }) =>
    reportFailure(form, async () => {
      try {
        await onSubmit(code, bot.take());
      } catch (cause) {
        if (cause instanceof ApiError && cause.code === "invalid_code") setRejectedCode(code);
        throw cause;
      }
    }),
  );

  async function resend() {
    setResending(true);
    form.clearErrors();
    await reportFailure(form, async () => {
      const sent = await authApi.sendCode({ email, type, botToken: bot.take() });
      countdown.restart(sent.resendAfterSeconds);
      form.setValue("code", "");
      setRejectedCode(null);
      toast.success(t("code.sent"));
    });
    setResending(false);
  }

  const busy = resending || form.formState.isSubmitting;
  const waitingForEdit = rejectedCode !== null && rejectedCode === field.value;
  return (
    <form onSubmit={verify} className="grid gap-4" noValidate>
      <Field label={t("code.label")} hint={waitingForEdit ? t("code.editToRetry") : undefined}>
        {(props) => (
          <Input
            {...props}
            ref={field.ref}
            name={field.name}
            value={field.value}
            onChange={(event) => field.onChange(event.target.value.replace(/\D/g, "").slice(0, 4))}
            onBlur={field.onBlur}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={4}
            className="h-12 text-center font-mono text-2xl tracking-[0.6em]"
            autoFocus
          />
        )}
      </Field>
      <BotCheck {...bot.widget} auto />
      <FormError message={firstErrorMessage(form.formState.errors)} />
      <Button type="submit" disabled={busy || !bot.token || field.value.length !== 4 || waitingForEdit}>
        {submitLabel}
      </Button>
      <Button
        type="button"
        variant="ghost"
        disabled={busy || !bot.token || countdown.seconds > 0}
        onClick={resend}
      >
        {countdown.seconds > 0 ? t("code.resendIn", { seconds: countdown.seconds }) : t("code.resend")}
      </Button>
    </form>
  );
}
