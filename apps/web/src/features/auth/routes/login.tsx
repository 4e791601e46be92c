import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { AuthCard } from "../components/auth-card";
import { ForgotPassword } from "../components/forgot-password";
import { LoginForm } from "../components/login-form";
import { RedirectIfSignedIn } from "../components/redirect-if-signed-in";

export function LoginRoute() {
  const { t } = useTranslation("auth");
  const [params] = useSearchParams();
  const [forgotEmail, setForgotEmail] = useState<string | null>(null);
  const email = params.get("email") ?? "";
  return (
    <RedirectIfSignedIn>
      {forgotEmail === null ? (
        <AuthCard title={t("login.title")} description={t("login.subtitle")}>
          <LoginForm initialEmail={email} redirect={params.get("redirect")} onForgot={setForgotEmail} />
        </AuthCard>
      ) : (
        <AuthCard title={t("forgot.title")}>
          <ForgotPassword initialEmail={forgotEmail} onBack={() => setForgotEmail(null)} />
        </AuthCard>
      )}
    </RedirectIfSignedIn>
  );
}

export { LoginRoute as Component };
