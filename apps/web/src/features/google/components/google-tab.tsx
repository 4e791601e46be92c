import type { GoogleService } from "@sitelens/shared";
import { useMutation, useQuery } from "@tanstack/react-query";
import { PlugZap, RefreshCw, ShieldAlert } from "lucide-react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast";
import { paths } from "@/config/paths";
import { FormError } from "@/features/auth/components/form-error";
import { planLimitsQuery } from "@/features/sites/api/sites-api";
import { useLanguage } from "@/lib/use-language";
import { googleApi, googleConnectionQuery } from "../api/google-api";
import { Ga4Panel } from "./ga4-panel";
import { SearchConsolePanel } from "./search-console-panel";

type Tab = "searchConsole" | "ga4";
const SERVICE: Record<Tab, GoogleService> = { searchConsole: "searchConsole", ga4: "analytics" };
const OUTCOMES = ["connected", "denied", "scope_missing", "failed"] as const;

/**
 * The Search Console or GA4 tab: not set up here, not connected, access not granted, expired
 * (the reconnect prompt) or the panel. One place decides, so the tab never stacks errors.
 */
export function GoogleTab({ siteId, tab }: { siteId: string; tab: Tab }) {
  const { t } = useTranslation("google");
  const connection = useQuery(googleConnectionQuery());
  const limits = useQuery(planLimitsQuery());
  const language = useLanguage();
  useConnectOutcome();
  const connect = useMutation({
    mutationFn: () => googleApi.connect({ services: [SERVICE[tab]], siteId, returnTab: tab }),
  });
  const title = t(tab === "searchConsole" ? "searchConsole" : "ga4");

  if (connection.isPending) return <Spinner label={t("loading", { ns: "common" })} />;
  // The panels are tools (spec §6); the server refuses them too. Disconnecting stays in Settings.
  if (limits.data && !limits.data.canAccessFeatures)
    return (
      <Notice
        testId="google-locked"
        icon={ShieldAlert}
        title={t("locked.title", { ns: "competitors" })}
        description={t("locked.text", { ns: "competitors" })}
      >
        <Button asChild className="justify-self-start">
          <Link to={paths.public.pricing(language)}>{t("locked.upgrade", { ns: "competitors" })}</Link>
        </Button>
      </Notice>
    );
  if (connection.error) return <FormError message={connection.error.message} />;
  const { configured, status, services } = connection.data;
  const connectButton = (label: string) => (
    <>
      <FormError message={connect.error?.message ?? null} />
      <Button className="justify-self-start" disabled={connect.isPending} onClick={() => connect.mutate()}>
        {connect.isPending ? t("connect.redirecting") : label}
      </Button>
    </>
  );

  if (!configured)
    return (
      <Notice
        testId="google-not-configured"
        icon={PlugZap}
        title={title}
        description={t("notConfigured.title")}
      >
        <p>{t("notConfigured.body")}</p>
      </Notice>
    );
  if (status === "not_connected")
    return (
      <Notice testId="google-connect" icon={PlugZap} title={title} description={t("settings.notConnected")}>
        <p>{t(tab === "searchConsole" ? "connect.searchConsoleWhat" : "connect.ga4What")}</p>
        <p className="text-muted-foreground text-xs">{t("connect.readOnly")}</p>
        {connectButton(t("connect.button"))}
      </Notice>
    );
  const panel =
    tab === "searchConsole" ? <SearchConsolePanel siteId={siteId} /> : <Ga4Panel siteId={siteId} />;
  if (status === "expired")
    return (
      <div className="grid gap-4">
        <Notice testId="google-reconnect" icon={RefreshCw} title={t("expired.title")} tone="warning">
          <p>{t("expired.body")}</p>
          {connectButton(t("expired.button"))}
        </Notice>
        {panel}
      </div>
    );
  if (!services[SERVICE[tab]])
    return (
      <Notice
        testId="google-scope-missing"
        icon={ShieldAlert}
        title={title}
        description={t("scopeMissing.title")}
      >
        <p>{t("scopeMissing.body", { service: title })}</p>
        {connectButton(t("scopeMissing.button"))}
      </Notice>
    );
  return panel;
}

function Notice({
  testId,
  icon: Icon,
  title,
  description,
  tone,
  children,
}: {
  testId: string;
  icon: typeof PlugZap;
  title: string;
  description?: string;
  tone?: "warning";
  children: React.ReactNode;
}) {
  return (
    <Card data-testid={testId} className={tone === "warning" ? "border-amber-500/50" : undefined}>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Icon
            className={
              tone === "warning"
                ? "size-5 text-amber-600 dark:text-amber-400"
                : "size-5 text-muted-foreground"
            }
            aria-hidden="true"
          />
          {title}
        </CardTitle>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">{children}</CardContent>
    </Card>
  );
}

/** Google's redirect lands here with ?google=<outcome>: say it once, then drop the parameter. */
function useConnectOutcome() {
  const { t } = useTranslation("google");
  const [search, setSearch] = useSearchParams();
  const outcome = OUTCOMES.find((value) => value === search.get("google"));
  useEffect(() => {
    if (!outcome) return;
    if (outcome === "connected") toast.success(t("outcome.connected"));
    else toast.error(t(`outcome.${outcome}`));
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete("google");
        return next;
      },
      { replace: true },
    );
  }, [outcome, setSearch, t]);
}
