import { failedPasswordRules, PASSWORD_RULE_MESSAGES } from "@sitelens/shared/password";
import { CircleCheck } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { ApiError } from "@/lib/api-client";
import { useLanguage } from "@/lib/use-language";
import { authApi } from "../api/auth-api";
import { BotCheck } from "./bot-check";
import { CodeStep } from "./code-step";
import { Field } from "./field";
import { FormError } from "./form-error";
import { PasswordChecklist } from "./password-checklist";
import { PasswordInput } from "./password-input";
import { SpacelessInput } from "./spaceless-input";
import { useBotToken } from "./use-bot-token";

type Step =
  | { name: "email" }
  | { name: "code"; cooldown: number }
  | { name: "password"; code: string }
  | { name: "done" };

/** Spec §4 Password reset: e-mail → 4-digit code → new password → done, each step with a bot token. */
export function ForgotPassword({ initialEmail, onBack }: { initialEmail: string; onBack: () => void }) {
  const { t } = useTranslation("auth");
  const language = useLanguage();
  const [step, setStep] = useState<Step>({ name: "email" });
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState("");
  const [confirmation, setConfirmation] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const bot = useBotToken();

  async function run(action: () => Promise<void>) {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (cause) {
      setError(cause instanceof ApiError ? cause.message : t("genericError"));
    } finally {
      setBusy(false);
    }
  }

  const back = (
    <Button type="button" variant="ghost" onClick={onBack}>
      {t("backToLogin")}
    </Button>
  );

  if (step.name === "done")
    return (
      <div className="grid gap-4 text-center">
        <CircleCheck aria-hidden="true" className="mx-auto size-10 text-emerald-600 dark:text-emerald-400" />
        <p className="font-semibold">{t("forgot.doneTitle")}</p>
        <p className="text-muted-foreground text-sm">{t("forgot.done")}</p>
        <Button onClick={onBack}>{t("backToLogin")}</Button>
      </div>
    );

  if (step.name === "code")
    return (
      <div className="grid gap-4">
        <p className="text-muted-foreground text-sm">{t("forgot.codeStep", { email })}</p>
        <CodeStep
          email={email}
          type="password_reset"
          cooldownSeconds={step.cooldown}
          submitLabel={t("code.verify")}
          onSubmit={async (code, botToken) => {
            await authApi.checkResetCode({ email, code, botToken });
            setStep({ name: "password", code });
          }}
        />
        {back}
      </div>
    );

  if (step.name === "password") {
    const submit = (event: React.FormEvent) => {
      event.preventDefault();
      const [rule] = failedPasswordRules(password);
      if (rule) return setError(PASSWORD_RULE_MESSAGES[rule][language]);
      if (password !== confirmation) return setError(t("passwordsDoNotMatch"));
      void run(async () => {
        await authApi.resetPassword({ email, code: step.code, password, botToken: bot.take() });
        setStep({ name: "done" });
      });
    };
    return (
      <form onSubmit={submit} className="grid gap-4" noValidate>
        <p className="text-muted-foreground text-sm">{t("forgot.passwordStep")}</p>
        <Field label={t("forgot.newPassword")}>
          {(props) => (
            <PasswordInput
              {...props}
              value={password}
              onValueChange={setPassword}
              autoComplete="new-password"
            />
          )}
        </Field>
        <PasswordChecklist password={password} />
        <Field label={t("passwordConfirmation")}>
          {(props) => (
            <PasswordInput
              {...props}
              value={confirmation}
              onValueChange={setConfirmation}
              autoComplete="new-password"
            />
          )}
        </Field>
        <BotCheck {...bot.widget} auto />
        <FormError message={error} />
        <Button type="submit" disabled={busy || !bot.token}>
          {t("forgot.save")}
        </Button>
        {back}
      </form>
    );
  }

  const sendCode = (event: React.FormEvent) => {
    event.preventDefault();
    if (!email) return setError(t("fillAllFields"));
    void run(async () => {
      const sent = await authApi.sendCode({ email, type: "password_reset", botToken: bot.take() });
      setStep({ name: "code", cooldown: sent.resendAfterSeconds });
    });
  };
  return (
    <form onSubmit={sendCode} className="grid gap-4" noValidate>
      <p className="text-muted-foreground text-sm">{t("forgot.emailStep")}</p>
      <Field label={t("email")}>
        {(props) => (
          <SpacelessInput
            {...props}
            type="email"
            value={email}
            onValueChange={setEmail}
            autoComplete="email"
          />
        )}
      </Field>
      <BotCheck {...bot.widget} auto />
      <FormError message={error} />
      <Button type="submit" disabled={busy || !bot.token}>
        {t("forgot.sendCode")}
      </Button>
      {back}
    </form>
  );
}
