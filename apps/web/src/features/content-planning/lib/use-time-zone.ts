/** The zone times are shown in: the user's stored time zone, the same one the settings page sets. */
export { useTimeZoneSetting as useTimeZone } from "@/features/account/api/use-time-zone-setting";

/** The zones offered: the common ones for our users, plus the current one. */
export function zoneChoices(current: string): string[] {
  const common = ["Europe/Istanbul", "UTC", "Europe/London", "Europe/Berlin", "America/New_York"];
  const browser = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return [...new Set([current, browser, ...common])].filter(Boolean);
}

/** A date and time formatted for the user in a zone. */
export function formatWhen(iso: string, zone: string, language: string) {
  return new Intl.DateTimeFormat(language, {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: zone,
  }).format(new Date(iso));
}
