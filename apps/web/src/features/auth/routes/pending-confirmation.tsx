import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { authApi } from "../api/auth-api";
import { useSignedIn } from "../api/use-signed-in";
import { AuthCard } from "../components/auth-card";
import { CodeStep } from "../components/code-step";
import { Field } from "../components/field";
import { SpacelessInput } from "../components/spaceless-input";

/** An unconfirmed account (e.g. a login before confirming): enter the code or ask for a new one. */
export function PendingConfirmationRoute() {
  const { t } = useTranslation("auth");
  const [params, setParams] = useSearchParams();
  const email = params.get("email") ?? "";
  const [typed, setTyped] = useState("");
  const signedIn = useSignedIn();

  return (
    <AuthCard
      title={t("pending.title")}
      description={email ? t("pending.subtitle", { email }) : t("pending.noEmail")}
    >
      <div className="grid gap-4">
        {email ? (
          <CodeStep
            email={email}
            type="signup"
            cooldownSeconds={0}
            submitLabel={t("code.verify")}
            onSubmit={async (code, botToken) => {
              await authApi.verifySignup({ email, code, botToken });
              await signedIn(null);
            }}
          />
        ) : (
          <form
            className="grid gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              if (typed) setParams({ email: typed });
            }}
          >
            <Field label={t("email")}>
              {(props) => <SpacelessInput {...props} type="email" value={typed} onValueChange={setTyped} />}
            </Field>
            <Button type="submit">{t("code.verify")}</Button>
          </form>
        )}
        <Button asChild variant="outline">
          <Link to={paths.auth.login(undefined)}>{t("backToLogin")}</Link>
        </Button>
      </div>
    </AuthCard>
  );
}

export { PendingConfirmationRoute as Component };
