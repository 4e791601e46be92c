import { useId } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "@/components/ui/toast";
import { FormError } from "@/features/auth/components/form-error";
import { NativeSelect } from "@/features/page-tools/components/native-select";
import { useTimeZoneSetting } from "../api/use-time-zone-setting";

/** Every zone this browser knows, UTC first (Intl leaves it out of its list). */
function allZones(current: string): string[] {
  return [...new Set(["UTC", current, ...Intl.supportedValuesOf("timeZone")])];
}

/** The user's time zone: the weekly report's Monday morning and the content calendar use it. */
export function TimeZoneField() {
  const { t } = useTranslation("account");
  const id = useId();
  const { zone, choose, saving, error } = useTimeZoneSetting();
  return (
    <div className="grid gap-1.5 border-t pt-4">
      <label htmlFor={id} className="font-medium text-sm">
        {t("settings.timeZone")}
      </label>
      <span id={`${id}-hint`} className="text-muted-foreground text-xs">
        {t("settings.timeZoneHint")}
      </span>
      <NativeSelect
        id={id}
        aria-describedby={`${id}-hint`}
        className="max-w-full sm:max-w-xs"
        value={zone}
        disabled={saving}
        onChange={(event) => choose(event.target.value, () => toast.success(t("settings.saved")))}
      >
        {allZones(zone).map((name) => (
          <option key={name} value={name}>
            {name.replace(/_/g, " ")}
          </option>
        ))}
      </NativeSelect>
      <FormError message={error?.message ?? null} />
    </div>
  );
}
