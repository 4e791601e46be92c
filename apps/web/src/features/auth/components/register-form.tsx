import { failedPasswordRules, PASSWORD_RULE_MESSAGES } from "@sitelens/shared/password";
import { useEffect, useRef, useState } from "react";
import { Trans, useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { paths } from "@/config/paths";
import { ApiError } from "@/lib/api-client";
import { useLanguage } from "@/lib/use-language";
import { authApi, type CodeSent } from "../api/auth-api";
import { BotCheck } from "./bot-check";
import { Field } from "./field";
import { FormError } from "./form-error";
import { LegalDialog } from "./legal-dialog";
import { PasswordChecklist } from "./password-checklist";
import { PasswordInput } from "./password-input";
import { SpacelessInput } from "./spaceless-input";
import { useBotToken } from "./use-bot-token";

const empty = { name: "", phone: "", email: "", password: "", confirmation: "" };

/** Step 1 of registration; once the bot check passes with a complete form, the code is sent at once. */
export function RegisterForm({
  initialEmail,
  onCodeSent,
}: {
  initialEmail: string;
  onCodeSent: (sent: CodeSent) => void;
}) {
  const { t } = useTranslation("auth");
  const language = useLanguage();
  const [form, setForm] = useState({ ...empty, email: initialEmail });
  const [acceptTerms, setAcceptTerms] = useState(false);
  const [error, setError] = useState<{ message: string; existingEmail?: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const bot = useBotToken();
  const set = (key: keyof typeof empty) => (value: string) =>
    setForm((current) => ({ ...current, [key]: value }));

  function problem(): string | null {
    if (!form.name.trim() || !form.phone.trim() || !form.email || !form.password) return t("fillAllFields");
    const [rule] = failedPasswordRules(form.password);
    if (rule) return PASSWORD_RULE_MESSAGES[rule][language];
    if (form.password !== form.confirmation) return t("passwordsDoNotMatch");
    if (!acceptTerms) return t("mustAcceptTerms");
    return null;
  }

  async function submit() {
    const found = problem();
    if (found) return setError({ message: found });
    if (!bot.token) return;
    setBusy(true);
    setError(null);
    try {
      const { confirmation: _confirmation, ...fields } = form;
      onCodeSent(await authApi.register({ ...fields, acceptTerms, botToken: bot.take(), language }));
    } catch (cause) {
      const apiError = cause instanceof ApiError ? cause : null;
      setError({
        message: apiError?.message ?? t("genericError"),
        existingEmail: apiError?.code === "email_taken" ? form.email : undefined,
      });
    } finally {
      setBusy(false);
    }
  }

  // Spec §4: the code is sent automatically once the bot check passes (if the form is ready).
  const autoSent = useRef<string | null>(null);
  useEffect(() => {
    if (!bot.token || autoSent.current === bot.token || problem()) return;
    autoSent.current = bot.token;
    void submit();
  });

  return (
    <form
      className="grid gap-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Field label={t("name")}>
        {(props) => (
          <Input
            {...props}
            value={form.name}
            onChange={(e) => set("name")(e.target.value)}
            autoComplete="name"
          />
        )}
      </Field>
      <Field label={t("phone")}>
        {(props) => (
          <Input
            {...props}
            type="tel"
            value={form.phone}
            onChange={(e) => set("phone")(e.target.value)}
            autoComplete="tel"
          />
        )}
      </Field>
      <Field label={t("email")}>
        {(props) => (
          <SpacelessInput
            {...props}
            type="email"
            value={form.email}
            onValueChange={set("email")}
            autoComplete="email"
          />
        )}
      </Field>
      <Field label={t("password")}>
        {(props) => (
          <PasswordInput
            {...props}
            value={form.password}
            onValueChange={set("password")}
            autoComplete="new-password"
          />
        )}
      </Field>
      <PasswordChecklist password={form.password} />
      <Field label={t("passwordConfirmation")}>
        {(props) => (
          <PasswordInput
            {...props}
            value={form.confirmation}
            onValueChange={set("confirmation")}
            autoComplete="new-password"
          />
        )}
      </Field>
      <div className="flex items-start gap-2 text-sm">
        <input
          id="accept-terms"
          type="checkbox"
          checked={acceptTerms}
          onChange={(event) => setAcceptTerms(event.target.checked)}
          className="mt-0.5 size-4 accent-primary"
        />
        <label htmlFor="accept-terms">
          <Trans
            t={t}
            i18nKey="register.acceptTerms"
            components={{
              terms: <LegalDialog kind="terms" />,
              privacy: <LegalDialog kind="privacy" />,
            }}
          />
        </label>
      </div>
      <BotCheck {...bot.widget} />
      <FormError message={error?.message ?? null} />
      {error?.existingEmail && (
        <Button asChild variant="outline">
          <Link to={`${paths.auth.login()}?email=${encodeURIComponent(error.existingEmail)}`}>
            {t("register.goToLogin")}
          </Link>
        </Button>
      )}
      <Button type="submit" disabled={busy || !bot.token}>
        {t("register.submit")}
      </Button>
    </form>
  );
}
