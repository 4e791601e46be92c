import { useEffect, useRef, useState } from "react";
import { Trans, useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { paths } from "@/config/paths";
import { ApiError } from "@/lib/api-client";
import { useLanguage } from "@/lib/use-language";
import { authApi, type CodeSent } from "../api/auth-api";
import { firstErrorMessage, reportFailure } from "../forms/first-error-message";
import { registerFormSchema } from "../forms/form-schemas";
import { useWordedForm } from "../forms/use-worded-form";
import { BotCheck } from "./bot-check";
import { EmailField } from "./credential-field";
import { Field } from "./field";
import { FormError } from "./form-error";
import { LegalDialog } from "./legal-dialog";
import { NewPasswordFields } from "./new-password-fields";
import { useBotToken } from "./use-bot-token";

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
  const [takenEmail, setTakenEmail] = useState<string | null>(null);
  const bot = useBotToken();
  const form = useWordedForm(
    registerFormSchema,
    { fallback: t("fillAllFields"), mismatch: t("passwordsDoNotMatch"), terms: t("mustAcceptTerms") },
    { name: "", phone: "", email: initialEmail, password: "", confirmation: "", acceptTerms: false },
  );
  const values = form.watch();
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ confirmation: _confirmation, ...fields }) => {
    setTakenEmail(null);
    if (!bot.token) return;
    await reportFailure(form, async () => {
      try {
        onCodeSent(await authApi.register({ ...fields, botToken: bot.take(), language }));
      } catch (cause) {
        if (cause instanceof ApiError && cause.code === "email_taken") setTakenEmail(fields.email);
        throw cause;
      }
    });
  });

  // Spec §4: the code is sent automatically once the bot check passes (if the form is ready).
  const autoSent = useRef<string | null>(null);
  useEffect(() => {
    if (!bot.token || autoSent.current === bot.token || !registerFormSchema.safeParse(values).success) return;
    autoSent.current = bot.token;
    void submit();
  });

  return (
    <form className="grid gap-4" noValidate onSubmit={submit}>
      {(["name", "phone"] as const).map((key) => (
        <Field key={key} label={t(key)} hint={key === "phone" ? t("phoneWhy") : undefined}>
          {(props) => (
            <Input
              {...props}
              {...form.register(key)}
              type={key === "phone" ? "tel" : "text"}
              autoComplete={key === "phone" ? "tel" : "name"}
              aria-invalid={errors[key] ? true : undefined}
            />
          )}
        </Field>
      ))}
      <EmailField control={form.control} />
      <NewPasswordFields control={form.control} name="password" label={t("password")} />
      <div className="flex items-start gap-2 text-sm">
        <input
          id="accept-terms"
          type="checkbox"
          {...form.register("acceptTerms")}
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
      <FormError message={firstErrorMessage(errors)} />
      {takenEmail && errors.root && (
        <Button asChild variant="outline">
          <Link to={`${paths.auth.login()}?email=${encodeURIComponent(takenEmail)}`}>
            {t("register.goToLogin")}
          </Link>
        </Button>
      )}
      <Button type="submit" disabled={isSubmitting || !bot.token}>
        {t("register.submit")}
      </Button>
    </form>
  );
}
