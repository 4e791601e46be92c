import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { authApi } from "../api/auth-api";
import { useSignedIn } from "../api/use-signed-in";
import { AuthCard } from "../components/auth-card";
import { CodeStep } from "../components/code-step";
import { EmailField } from "../components/credential-field";
import { emailFormSchema } from "../forms/form-schemas";

/** An unconfirmed account (e.g. a login before confirming): enter the code or ask for a new one. */
export function PendingConfirmationRoute() {
  const { t } = useTranslation("auth");
  const [params, setParams] = useSearchParams();
  const email = params.get("email") ?? "";
  const form = useForm({ resolver: zodResolver(emailFormSchema), defaultValues: { email: "" } });
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
            onSubmit={form.handleSubmit(({ email: typed }) => setParams({ email: typed }))}
          >
            <EmailField control={form.control} />
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
