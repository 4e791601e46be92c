import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { CircleCheck, CircleDashed, RefreshCw } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { FormError } from "@/features/auth/components/form-error";
import { googleApi, googleConnectionQuery } from "../api/google-api";

/** Settings: Google connected, expired (reconnect) or not connected, with connect and disconnect. */
export function GoogleSettings() {
  const { t } = useTranslation("google");
  const queryClient = useQueryClient();
  const connection = useQuery(googleConnectionQuery());
  const connect = useMutation({
    mutationFn: () => googleApi.connect({ services: ["searchConsole", "analytics"] }),
  });
  const disconnect = useMutation({
    mutationFn: googleApi.disconnect,
    onSuccess: async () => {
      toast.success(t("settings.disconnected"));
      await queryClient.invalidateQueries({ queryKey: ["google"] });
    },
  });
  if (!connection.data) return <FormError message={connection.error?.message ?? null} />;
  const { configured, status } = connection.data;
  const label = !configured
    ? t("settings.notConfigured")
    : status === "connected"
      ? t("settings.connected")
      : status === "expired"
        ? t("settings.expired")
        : t("settings.notConnected");
  const Icon = status === "connected" ? CircleCheck : status === "expired" ? RefreshCw : CircleDashed;
  return (
    <div
      className="grid gap-2 rounded-md border p-3 text-sm"
      data-testid="google-settings"
      data-status={status}
    >
      <div className="flex flex-wrap items-center gap-3">
        <span className="min-w-0">{t("settings.name")}</span>
        <Badge
          variant="outline"
          className={
            status === "connected"
              ? "ml-auto border-emerald-500/40 text-emerald-700 dark:text-emerald-300"
              : status === "expired"
                ? "ml-auto border-amber-500/50 text-amber-700 dark:text-amber-300"
                : "ml-auto text-muted-foreground"
          }
        >
          <Icon aria-hidden="true" />
          {label}
        </Badge>
      </div>
      {configured && (
        <div className="flex flex-wrap gap-2">
          {status !== "connected" && (
            <Button size="sm" disabled={connect.isPending} onClick={() => connect.mutate()}>
              {status === "expired" ? t("expired.button") : t("connect.button")}
            </Button>
          )}
          {status !== "not_connected" && (
            <Button
              size="sm"
              variant="outline"
              disabled={disconnect.isPending}
              onClick={() => disconnect.mutate()}
            >
              {t("settings.disconnect")}
            </Button>
          )}
        </div>
      )}
      <FormError message={connect.error?.message ?? disconnect.error?.message ?? null} />
    </div>
  );
}
