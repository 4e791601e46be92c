import { CircleCheck } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { authApi } from "../api/auth-api";
import { CodeStep } from "./code-step";
import { ForgotEmailStep } from "./forgot-email-step";
import { ResetPasswordStep } from "./reset-password-step";

type Step =
  | { name: "email" }
  | { name: "code"; email: string; cooldown: number }
  | { name: "password"; email: string; code: string }
  | { name: "done" };

/** Spec §4 Password reset: e-mail → 4-digit code → new password → done, each step with a bot token. */
export function ForgotPassword({ initialEmail, onBack }: { initialEmail: string; onBack: () => void }) {
  const { t } = useTranslation("auth");
  const [step, setStep] = useState<Step>({ name: "email" });

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
        <p className="text-muted-foreground text-sm">{t("forgot.codeStep", { email: step.email })}</p>
        <CodeStep
          email={step.email}
          type="password_reset"
          cooldownSeconds={step.cooldown}
          submitLabel={t("code.verify")}
          onSubmit={async (code, botToken) => {
            await authApi.checkResetCode({ email: step.email, code, botToken });
            setStep({ name: "password", email: step.email, code });
          }}
        />
        {back}
      </div>
    );

  if (step.name === "password")
    return (
      <ResetPasswordStep
        email={step.email}
        code={step.code}
        onDone={() => setStep({ name: "done" })}
        back={back}
      />
    );

  return (
    <ForgotEmailStep
      initialEmail={initialEmail}
      onCodeSent={(email, cooldown) => setStep({ name: "code", email, cooldown })}
      back={back}
    />
  );
}
