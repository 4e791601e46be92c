import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { ApiError } from "@/lib/api-client";
import { authApi, type CodeType } from "../api/auth-api";
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
  const [code, setCode] = useState("");
  const [rejectedCode, setRejectedCode] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const bot = useBotToken();
  const countdown = useCountdown(cooldownSeconds);

  async function verify(event: React.FormEvent) {
    event.preventDefault();
    if (!/^\d{4}$/.test(code)) return setError(t("enterCode"));
    setBusy(true);
    setError(null);
    try {
      await onSubmit(code, bot.take());
    } catch (cause) {
      setError(cause instanceof ApiError ? cause.message : t("genericError"));
      if (cause instanceof ApiError && cause.code === "invalid_code") setRejectedCode(code);
    } finally {
      setBusy(false);
    }
  }

  async function resend() {
    setBusy(true);
    setError(null);
    try {
      const sent = await authApi.sendCode({ email, type, botToken: bot.take() });
      countdown.restart(sent.resendAfterSeconds);
      setCode("");
      setRejectedCode(null);
      toast.success(t("code.sent"));
    } catch (cause) {
      setError(cause instanceof ApiError ? cause.message : t("genericError"));
    } finally {
      setBusy(false);
    }
  }

  const waitingForEdit = rejectedCode !== null && rejectedCode === code;
  return (
    <form onSubmit={verify} className="grid gap-4" noValidate>
      <Field label={t("code.label")} hint={waitingForEdit ? t("code.editToRetry") : undefined}>
        {(props) => (
          <Input
            {...props}
            value={code}
            onChange={(event) => setCode(event.target.value.replace(/\D/g, "").slice(0, 4))}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={4}
            className="h-12 text-center font-mono text-2xl tracking-[0.6em]"
            autoFocus
          />
        )}
      </Field>
      <BotCheck {...bot.widget} auto />
      <FormError message={error} />
      <Button type="submit" disabled={busy || !bot.token || code.length !== 4 || waitingForEdit}>
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
