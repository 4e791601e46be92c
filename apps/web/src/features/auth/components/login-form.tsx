import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { ApiError } from "@/lib/api-client";
import { authApi } from "../api/auth-api";
import { useSignedIn } from "../api/use-signed-in";
import { firstErrorMessage, reportFailure } from "../forms/first-error-message";
import { loginFormSchema } from "../forms/form-schemas";
import { useWordedForm } from "../forms/use-worded-form";
import { BotCheck } from "./bot-check";
import { EmailField, PasswordField } from "./credential-field";
import { FormError } from "./form-error";
import { useBotToken } from "./use-bot-token";

export function LoginForm({
  initialEmail,
  redirect,
  onForgot,
}: {
  initialEmail: string;
  redirect: string | null;
  onForgot: (email: string) => void;
}) {
  const { t } = useTranslation("auth");
  const navigate = useNavigate();
  const signedIn = useSignedIn();
  const form = useWordedForm(
    loginFormSchema,
    { fallback: t("fillAllFields") },
    { email: initialEmail, password: "" },
  );
  const email = form.watch("email");
  // The server asks for the bot check only after repeated wrong passwords for this account.
  const [stepUp, setStepUp] = useState(false);
  const bot = useBotToken();

  const submit = form.handleSubmit((values) =>
    reportFailure(form, async () => {
      try {
        await authApi.login({ ...values, botToken: stepUp ? bot.take() : undefined });
      } catch (cause) {
        if (cause instanceof ApiError && cause.code === "bot_check_required") setStepUp(true);
        if (!(cause instanceof ApiError && cause.code === "email_not_verified")) throw cause;
        return navigate(`${paths.auth.pendingConfirmation()}?email=${encodeURIComponent(values.email)}`);
      }
      await signedIn(redirect);
    }),
  );

  return (
    <form onSubmit={submit} className="grid gap-4" noValidate>
      <EmailField control={form.control} />
      <PasswordField control={form.control} name="password" label={t("password")} current />
      <button
        type="button"
        onClick={() => onForgot(email)}
        className="justify-self-end text-primary text-sm underline-offset-4 hover:underline"
      >
        {t("login.forgot")}
      </button>
      {stepUp && <BotCheck {...bot.widget} />}
      <FormError message={firstErrorMessage(form.formState.errors)} />
      <Button type="submit" disabled={form.formState.isSubmitting || (stepUp && !bot.token)}>
        {t("login.submit")}
      </Button>
      <p className="text-center text-muted-foreground text-sm">
        {t("login.noAccount")}{" "}
        <Link
          to={paths.auth.register(email || undefined)}
          className="font-medium text-primary underline-offset-4 hover:underline"
        >
          {t("login.register")}
        </Link>
      </p>
    </form>
  );
}
