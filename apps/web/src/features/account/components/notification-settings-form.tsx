import { zodResolver } from "@hookform/resolvers/zod";
import { notificationSettingsSchema } from "@sitelens/shared/auth";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "@/components/ui/toast";
import { FormError } from "@/features/auth/components/form-error";
import { cn } from "@/lib/utils";
import { accountApi, type NotificationSettings, settingsQuery } from "../api/account-api";
import { TimeZoneField } from "./time-zone-field";

const toggles = ["emailNotifications", "weeklyReports", "seoSuggestions"] as const;

/** Each change saves at once; a change the server refuses is undone, so the controls end on the saved value. */
export function NotificationSettingsForm({ settings }: { settings: NotificationSettings }) {
  const { t } = useTranslation("account");
  const queryClient = useQueryClient();
  const form = useForm({ resolver: zodResolver(notificationSettingsSchema), values: settings });
  const save = useMutation({
    mutationFn: accountApi.updateSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsQuery().queryKey, saved);
      toast.success(t("settings.saved"));
    },
    onError: () => form.reset(settings),
  });
  const current = form.watch();
  const update = (change: Partial<NotificationSettings>) => {
    form.reset({ ...form.getValues(), ...change });
    // The zone has its own field: a toggle never sends a stale one.
    void form.handleSubmit(({ timeZone: _zone, ...values }) => save.mutate(values))();
  };

  return (
    <form className="grid gap-4" onSubmit={(event) => event.preventDefault()}>
      {toggles.map((key) => (
        <div key={key} className="flex items-center justify-between gap-4">
          <div className="grid gap-0.5">
            <span id={`${key}-label`} className="font-medium text-sm">
              {t(`settings.${key}`)}
            </span>
            <span className="text-muted-foreground text-xs">{t(`settings.${key}Hint`)}</span>
          </div>
          <button
            type="button"
            role="switch"
            aria-checked={current[key]}
            aria-labelledby={`${key}-label`}
            disabled={save.isPending}
            onClick={() => update({ [key]: !current[key] })}
            className={cn(
              "relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:opacity-60",
              current[key] ? "bg-primary" : "bg-input",
            )}
          >
            <span
              className={cn(
                "inline-block size-5 rounded-full bg-background shadow transition-transform",
                current[key] ? "translate-x-5" : "translate-x-0.5",
              )}
            />
          </button>
        </div>
      ))}
      <FormError message={save.error?.message ?? null} />
      <TimeZoneField />
    </form>
  );
}
