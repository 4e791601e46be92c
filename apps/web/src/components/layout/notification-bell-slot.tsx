import { NotificationBell } from "@/features/notifications/components/notification-bell";

/** Where the notification bell goes in the top bar; the notifications feature fills it. */
export function NotificationBellSlot() {
  return <NotificationBell />;
}
