import type { ApiToken } from "@sitelens/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { KeyRound } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/toast";
import { useLanguage } from "@/lib/use-language";
import { apiTokensApi, apiTokensQuery } from "../api/api-tokens-api";

/** One token: its prefix, scope, lifetime and last use, with revoke behind a confirmation. */
export function ApiTokenRow({ token }: { token: ApiToken }) {
  const { t } = useTranslation("account");
  const language = useLanguage();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const revoke = useMutation({
    mutationFn: () => apiTokensApi.revoke(token.id),
    onSuccess: () => {
      setOpen(false);
      toast.success(t("api.revoked"));
      void queryClient.invalidateQueries({ queryKey: apiTokensQuery().queryKey });
    },
  });
  const date = new Intl.DateTimeFormat(language, { dateStyle: "medium" });
  const dateTime = new Intl.DateTimeFormat(language, { dateStyle: "medium", timeStyle: "short" });
  const expired = token.expiresAt !== null && new Date(token.expiresAt) <= new Date();
  const inactive = token.revokedAt !== null || expired;
  const details = [
    `${token.prefix}…`,
    token.expiresAt
      ? t(expired ? "api.expired" : "api.expires", { date: date.format(new Date(token.expiresAt)) })
      : t("api.noExpiry"),
    token.lastUsedAt
      ? t("api.lastUsed", {
          date: dateTime.format(new Date(token.lastUsedAt)),
          address: token.lastUsedIp ?? "?",
        })
      : t("api.neverUsed"),
  ];
  return (
    <li className="flex flex-wrap items-start gap-3 rounded-md border p-3" data-testid="api-token">
      <KeyRound aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
      <div className="grid min-w-0 flex-1 gap-0.5 text-sm">
        <span className="flex flex-wrap items-center gap-2 font-medium">
          <span className="break-all">{token.name}</span>
          <Badge variant="secondary">
            {t(token.scope === "read" ? "api.scopeRead" : "api.scopeReadWrite")}
          </Badge>
          {token.revokedAt && <Badge variant="outline">{t("api.revokedBadge")}</Badge>}
        </span>
        <span className="break-all text-muted-foreground text-xs">{details.join(" · ")}</span>
      </div>
      {!inactive && (
        <ConfirmDialog
          open={open}
          onOpenChange={setOpen}
          trigger={
            <Button variant="outline" size="sm">
              {t("api.revoke")}
            </Button>
          }
          title={t("api.revokeTitle", { name: token.name })}
          description={t("api.revokeBody")}
          cancelLabel={t("settings.cancel")}
          confirmLabel={t("api.revoke")}
          pending={revoke.isPending}
          onConfirm={() => revoke.mutate()}
        />
      )}
    </li>
  );
}
