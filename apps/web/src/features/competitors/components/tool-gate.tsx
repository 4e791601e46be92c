import type { Site } from "@sitelens/shared";
import { useQuery } from "@tanstack/react-query";
import type * as React from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { paths } from "@/config/paths";
import { PaymentRequired } from "@/features/plan/components/payment-required";
import { useToolAccess } from "@/features/plan/components/use-tool-access";
import { sitesQuery } from "@/features/sites/api/sites-api";
import { useLanguage } from "@/lib/use-language";

/**
 * What both tools show before their content: the plan gate ('Pro Plan Gerekli' with an upgrade
 * link, or the way to pay unpaid invoices) and, without sites, a way to add one. The server enforces the same gate.
 */
export function ToolGate({ children }: { children: (sites: Site[]) => React.ReactNode }) {
  const { t } = useTranslation("competitors");
  const language = useLanguage();
  const access = useToolAccess();
  const sites = useQuery(sitesQuery());
  if (access === "unknown" || sites.isPending) return <Spinner label={t("loading", { ns: "common" })} />;
  if (access === "payment") return <PaymentRequired />;
  if (access === "locked")
    return (
      <Notice title={t("locked.title")} text={t("locked.text")}>
        <Button asChild>
          <Link to={paths.public.pricing(language)}>{t("locked.upgrade")}</Link>
        </Button>
      </Notice>
    );
  if (!sites.data || sites.data.length === 0)
    return (
      <Notice title={t("noSites.title")} text={t("noSites.text")}>
        <Button asChild>
          <Link to={paths.app.sites()}>{t("noSites.add")}</Link>
        </Button>
      </Notice>
    );
  return <>{children(sites.data)}</>;
}

export function Notice({
  title,
  text,
  children,
}: {
  title: string;
  text: string;
  children?: React.ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{text}</CardDescription>
      </CardHeader>
      {children && <CardContent>{children}</CardContent>}
    </Card>
  );
}
