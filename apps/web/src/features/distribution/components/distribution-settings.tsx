import { CONNECTABLE_KINDS, type DistributionConnection } from "@sitelens/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { CircleCheck, Trash2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast";
import { FormError } from "@/features/auth/components/form-error";
import { connectionsQuery, distributionApi } from "../api/distribution-api";
import { channelName } from "./channel-names";
import { ConnectChannelDialog } from "./connect-channel-dialog";

/** The settings section: the user's connected channels, and a dialog to connect each kind. */
export function DistributionSettings() {
  const { t } = useTranslation("distribution");
  const connections = useQuery(connectionsQuery());
  return (
    <div className="grid gap-4 text-sm">
      {connections.isPending && <Spinner label={t("loading")} />}
      <FormError message={connections.error?.message ?? null} />
      {connections.data && connections.data.connections.length === 0 && (
        <p className="text-muted-foreground">{t("settings.none")}</p>
      )}
      {connections.data && connections.data.connections.length > 0 && (
        <ul className="grid gap-2" aria-label={t("settings.connected")}>
          {connections.data.connections.map((connection) => (
            <ConnectionRow key={connection.id} connection={connection} />
          ))}
        </ul>
      )}
      <div className="grid gap-2">
        <p className="font-medium">{t("settings.add")}</p>
        <div className="flex flex-wrap gap-2">
          {CONNECTABLE_KINDS.map((kind) => (
            <ConnectChannelDialog key={kind} kind={kind} />
          ))}
        </div>
      </div>
    </div>
  );
}

function ConnectionRow({ connection }: { connection: DistributionConnection }) {
  const { t } = useTranslation("distribution");
  const queryClient = useQueryClient();
  const disconnect = useMutation({
    mutationFn: () => distributionApi.disconnect(connection.id),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: connectionsQuery().queryKey }),
    onError: (error) => toast.error(error.message),
  });
  const detail = [channelName(connection.kind, t), connection.accountName ?? connection.url]
    .filter(Boolean)
    .join(" · ");
  return (
    <li className="flex items-center gap-3 rounded-md border p-3">
      {/* min-w-0 lets a long site address wrap instead of widening the page at 375 px. */}
      <div className="grid min-w-0 gap-0.5">
        <span className="wrap-anywhere">{connection.label}</span>
        <span className="wrap-anywhere text-muted-foreground text-xs">{detail}</span>
      </div>
      <Badge
        variant="outline"
        className="ml-auto shrink-0 border-emerald-500/40 text-emerald-700 dark:text-emerald-300"
      >
        <CircleCheck aria-hidden="true" />
        {t("settings.connectedBadge")}
      </Badge>
      <Button
        variant="ghost"
        size="icon"
        disabled={disconnect.isPending}
        aria-label={t("settings.disconnect", { name: connection.label })}
        onClick={() => disconnect.mutate()}
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </li>
  );
}
