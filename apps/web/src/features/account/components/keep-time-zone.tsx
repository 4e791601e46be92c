import { useTimeZoneSetting } from "../api/use-time-zone-setting";

/**
 * Stores this browser's time zone on the first signed-in load that finds none, so the weekly
 * report reaches a user at their local Monday morning without a visit to the settings screen.
 */
export function KeepTimeZone() {
  useTimeZoneSetting();
  return null;
}
