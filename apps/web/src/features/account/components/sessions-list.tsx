import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Monitor } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { FormError } from "@/features/auth/components/form-error";
import { useLanguage } from "@/lib/use-language";
import { accountApi, sessionsQuery } from "../api/account-api";

export function SessionsList() {
  const { t } = useTranslation("account");
  const language = useLanguage();
  const queryClient = useQueryClient();
  const sessions = useQuery(sessionsQuery());
  const signOutOthers = useMutation({
    mutationFn: accountApi.signOutOthers,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: sessionsQuery().queryKey });
      toast.success(t("settings.othersSignedOut"));
    },
  });
  const list = sessions.data?.sessions ?? [];
  return (
    <div className="grid gap-3">
      <ul className="grid gap-2">
        {list.map((session) => (
          <li key={session.id} className="flex items-start gap-3 rounded-md border p-3">
            <Monitor aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
            <div className="grid min-w-0 gap-0.5 text-sm">
              <span className="truncate">{session.userAgent ?? t("settings.unknownDevice")}</span>
              <span className="text-muted-foreground text-xs">
                {t("settings.since", { date: new Date(session.createdAt).toLocaleString(language) })}
                {session.ipAddress ? ` · ${session.ipAddress}` : ""}
              </span>
            </div>
            {session.current && (
              <Badge variant="secondary" className="ml-auto shrink-0">
                {t("settings.current")}
              </Badge>
            )}
          </li>
        ))}
      </ul>
      <FormError message={sessions.error?.message ?? signOutOthers.error?.message ?? null} />
      <Button
        variant="outline"
        className="justify-self-start"
        disabled={signOutOthers.isPending || list.length < 2}
        onClick={() => signOutOthers.mutate()}
      >
        {t("settings.signOutOthers")}
      </Button>
    </div>
  );
}
