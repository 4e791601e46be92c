import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useLanguage } from "@/lib/use-language";
import { accountApi, type NotificationSettings, settingsQuery } from "./account-api";

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * The user's stored time zone (weekly report, content calendar). The first load that finds none
 * saves this browser's; until the settings arrive, the browser's (else Istanbul for Turkish, UTC)
 * is shown, the same fallback the server uses for a user who never loaded them.
 */
export function useTimeZoneSetting() {
  const language = useLanguage();
  const queryClient = useQueryClient();
  const settings = useQuery(settingsQuery());
  const save = useMutation({
    mutationFn: (timeZone: string) =>
      accountApi.updateSettings({ ...(settings.data as NotificationSettings), timeZone }),
    onSuccess: (saved) => queryClient.setQueryData(settingsQuery().queryKey, saved),
  });
  const missing = settings.data !== undefined && settings.data.timeZone === null;
  const { mutate, isIdle } = save;
  useEffect(() => {
    const zone = browserZone();
    if (missing && isIdle && zone) mutate(zone);
  }, [missing, isIdle, mutate]);
  const zone = settings.data?.timeZone ?? (browserZone() || (language === "tr" ? "Europe/Istanbul" : "UTC"));
  const choose = (next: string, onSaved?: () => void) => save.mutate(next, { onSuccess: onSaved });
  return { zone, choose, saving: save.isPending, error: save.error };
}
