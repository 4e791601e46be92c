import type { IntegrationsStatus } from "@sitelens/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { CircleCheck, CircleDashed } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { FormError } from "@/features/auth/components/form-error";
import { api } from "@/lib/api-client";

const integrationsQuery = () =>
  queryOptions({
    queryKey: ["integrations"],
    queryFn: ({ signal }) => api.get<IntegrationsStatus>("/api/integrations", signal),
  });

/**
 * What the installation's services mean to the user: whether AI suggestions are available. Which
 * provider, model or speed service the operator configured is nothing a user can act on.
 */
export function ConnectedServices() {
  const { t } = useTranslation("account");
  const status = useQuery(integrationsQuery());
  if (status.error) return <FormError message={status.error.message} />;
  if (!status.data) return null;
  const on = status.data.ai.active !== null;
  const Icon = on ? CircleCheck : CircleDashed;
  return (
    <div className="grid gap-1 rounded-md border p-3 text-sm" data-testid="ai-suggestions">
      <div className="flex items-center gap-3">
        <span>{t("settings.integrations.aiSuggestions")}</span>
        <Badge
          variant="outline"
          data-state={on ? "on" : "off"}
          className={
            on
              ? "ml-auto border-emerald-500/40 text-emerald-700 dark:text-emerald-300"
              : "ml-auto text-muted-foreground"
          }
        >
          <Icon aria-hidden="true" />
          {on ? t("settings.integrations.available") : t("settings.integrations.unavailable")}
        </Badge>
      </div>
      <p className="text-muted-foreground text-xs">
        {on ? t("settings.integrations.aiAvailable") : t("settings.integrations.ruleBased")}
      </p>
    </div>
  );
}
