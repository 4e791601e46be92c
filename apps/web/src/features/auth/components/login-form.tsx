import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { ApiError } from "@/lib/api-client";
import { authApi } from "../api/auth-api";
import { useSignedIn } from "../api/use-signed-in";
import { Field } from "./field";
import { FormError } from "./form-error";
import { PasswordInput } from "./password-input";
import { SpacelessInput } from "./spaceless-input";

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
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!email || !password) return setError(t("fillAllFields"));
    setBusy(true);
    setError(null);
    try {
      await authApi.login({ email, password });
      await signedIn(redirect);
    } catch (cause) {
      if (cause instanceof ApiError && cause.code === "email_not_verified")
        return navigate(`${paths.auth.pendingConfirmation()}?email=${encodeURIComponent(email)}`);
      setError(cause instanceof ApiError ? cause.message : t("genericError"));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} className="grid gap-4" noValidate>
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
      <Field label={t("password")}>
        {(props) => (
          <PasswordInput
            {...props}
            value={password}
            onValueChange={setPassword}
            autoComplete="current-password"
          />
        )}
      </Field>
      <button
        type="button"
        onClick={() => onForgot(email)}
        className="justify-self-end text-primary text-sm underline-offset-4 hover:underline"
      >
        {t("login.forgot")}
      </button>
      <FormError message={error} />
      <Button type="submit" disabled={busy}>
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
