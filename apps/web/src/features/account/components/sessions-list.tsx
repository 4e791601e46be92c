import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Monitor } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { FormError } from "@/features/auth/components/form-error";
import { useLanguage } from "@/lib/use-language";
import { accountApi, sessionsQuery } from "../api/account-api";
import { describeUserAgent } from "./describe-user-agent";

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
  const regions = new Intl.DisplayNames([language], { type: "region" });
  const dateTime = new Intl.DateTimeFormat(language, { dateStyle: "medium", timeStyle: "short" });
  const deviceName = (userAgent: string | null) => {
    const { browser, os } = describeUserAgent(userAgent);
    if (browser && os) return t("settings.browserOn", { browser, os });
    return browser ?? os ?? t("settings.unknownDevice");
  };
  return (
    <div className="grid gap-3">
      <ul className="grid gap-2">
        {list.map((session) => (
          <li key={session.id} className="flex items-start gap-3 rounded-md border p-3">
            <Monitor aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
            <div className="grid min-w-0 gap-0.5 text-sm" data-testid="session">
              <span className="font-medium">{deviceName(session.userAgent)}</span>
              <span className="text-muted-foreground text-xs">
                {[
                  session.country && t("settings.approximatePlace", { place: regions.of(session.country) }),
                  t("settings.lastActive", { date: dateTime.format(new Date(session.lastActiveAt)) }),
                  t("settings.since", { date: dateTime.format(new Date(session.createdAt)) }),
                ]
                  .filter(Boolean)
                  .join(" · ")}
              </span>
            </div>
            {session.current && (
              <Badge variant="secondary" className="ml-auto shrink-0">
                {t("settings.thisDevice")}
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
