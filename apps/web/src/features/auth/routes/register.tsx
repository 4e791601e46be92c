import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { paths } from "@/config/paths";
import { authApi, type CodeSent } from "../api/auth-api";
import { useSignedIn } from "../api/use-signed-in";
import { AuthCard } from "../components/auth-card";
import { CodeStep } from "../components/code-step";
import { RedirectIfSignedIn } from "../components/redirect-if-signed-in";
import { RegisterForm } from "../components/register-form";

export function RegisterRoute() {
  const { t } = useTranslation("auth");
  const [params] = useSearchParams();
  const [sent, setSent] = useState<CodeSent | null>(null);
  const signedIn = useSignedIn();

  if (sent)
    return (
      <AuthCard title={t("code.title")} description={t("code.subtitle", { email: sent.email })}>
        <CodeStep
          email={sent.email}
          type="signup"
          cooldownSeconds={sent.resendAfterSeconds}
          submitLabel={t("code.verify")}
          onSubmit={async (code, botToken) => {
            await authApi.verifySignup({ email: sent.email, code, botToken });
            await signedIn(null);
          }}
        />
      </AuthCard>
    );

  return (
    <RedirectIfSignedIn>
      <AuthCard title={t("register.title")} description={t("register.subtitle")}>
        <RegisterForm initialEmail={params.get("email")?.replace(/\s+/g, "") ?? ""} onCodeSent={setSent} />
        <p className="mt-4 text-center text-muted-foreground text-sm">
          {t("register.haveAccount")}{" "}
          <Link
            to={paths.auth.login()}
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            {t("register.login")}
          </Link>
        </p>
      </AuthCard>
    </RedirectIfSignedIn>
  );
}

export { RegisterRoute as Component };
