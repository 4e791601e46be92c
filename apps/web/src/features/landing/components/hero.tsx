import { ArrowRight, Sparkles } from "lucide-react";
import { type FormEvent, useId } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { paths } from "@/config/paths";
import { AUDIT_COUNT } from "@/features/marketing/audit-count";
import { useSession } from "@/lib/auth";
import { readFormText } from "@/lib/read-form-text";

export function Hero() {
  const { t } = useTranslation("landing");
  const navigate = useNavigate();
  const emailId = useId();
  const signedIn = Boolean(useSession().data);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = readFormText(event.currentTarget, "email");
    navigate(paths.auth.register(email || undefined));
  };

  return (
    <section className="relative isolate overflow-hidden">
      <div
        aria-hidden="true"
        className="absolute inset-x-0 -top-40 -z-10 mx-auto h-[32rem] max-w-4xl rounded-full bg-hero-glow blur-3xl"
      />
      <div className="mx-auto grid max-w-4xl justify-items-center gap-6 px-4 pt-20 pb-16 text-center sm:px-6 md:pt-28">
        <Badge variant="outline" className="gap-1.5 bg-background/60 px-3 py-1 text-muted-foreground">
          <Sparkles aria-hidden="true" className="text-primary" />
          {t("badge")}
        </Badge>
        <h1 className="text-balance font-semibold text-4xl tracking-tight sm:text-5xl lg:text-6xl">
          {t("headline")}
        </h1>
        <p className="max-w-2xl text-pretty text-lg text-muted-foreground">
          {t("subheadline", { count: AUDIT_COUNT })}
        </p>
        {signedIn ? (
          // A signed-in visitor is not pitched the trial again: the way back to their work instead.
          <div className="mt-2 grid justify-items-center gap-2" data-testid="hero-signed-in">
            <Button asChild size="lg">
              <Link to={paths.app.sites()}>
                {t("goToSites")}
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <p className="text-muted-foreground text-sm">{t("signedInNote")}</p>
          </div>
        ) : (
          <>
            {/* action and method send a submit before hydration (or without JavaScript) to the address the app navigates to. */}
            <form
              action={paths.auth.register()}
              method="get"
              onSubmit={onSubmit}
              className="mt-2 flex w-full max-w-md flex-col gap-2 sm:flex-row"
            >
              <label htmlFor={emailId} className="sr-only">
                {t("emailLabel")}
              </label>
              <Input
                id={emailId}
                name="email"
                type="email"
                autoComplete="email"
                placeholder={t("emailPlaceholder")}
                className="h-11 bg-background"
              />
              <Button type="submit" size="lg">
                {t("emailSubmit")}
                <ArrowRight aria-hidden="true" />
              </Button>
            </form>
            <div className="grid justify-items-center gap-2">
              <Button asChild variant="link" className="text-base">
                <Link to={paths.auth.register()}>{t("freeTrial")}</Link>
              </Button>
              <p className="text-muted-foreground text-sm">{t("trialNote")}</p>
            </div>
          </>
        )}
      </div>
    </section>
  );
}
