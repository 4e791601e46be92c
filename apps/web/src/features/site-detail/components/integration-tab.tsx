import { PlugZap } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

/** Search Console and GA4 arrive in a later release: until then, how connecting will work, and no numbers. */
export function IntegrationTab({ service }: { service: "searchConsole" | "ga4" }) {
  const { t } = useTranslation("sites");
  const steps = t(`integration.${service}.steps`, { returnObjects: true }) as string[];
  return (
    <Card data-testid={`integration-${service}`}>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <PlugZap className="size-5 text-muted-foreground" aria-hidden="true" />
          {t(`integration.${service}.title`)}
        </CardTitle>
        <CardDescription>{t("integration.notConnected")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        <p>{t(`integration.${service}.what`)}</p>
        <ol className="grid list-decimal gap-1.5 pl-5 text-muted-foreground">
          {steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <p className="rounded-md bg-muted p-3 text-muted-foreground text-xs">{t("integration.comingSoon")}</p>
      </CardContent>
    </Card>
  );
}
