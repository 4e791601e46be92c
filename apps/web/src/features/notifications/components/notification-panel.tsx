import { useQuery } from "@tanstack/react-query";
import { BellOff } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { notificationsQuery } from "../api/notifications-api";
import { useNotificationActions } from "../api/use-notification-actions";
import { NotificationItem } from "./notification-item";
import { PushToggle } from "./push-toggle";

/** The list inside the bell's dropdown (desktop) or drawer (mobile). */
export function NotificationPanel({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation("notifications");
  const list = useQuery(notificationsQuery());
  const { readAll } = useNotificationActions();
  const unread = list.data?.unreadCount ?? 0;
  return (
    <div className="flex min-h-0 flex-col gap-2">
      <div className="flex items-center justify-between gap-2 px-1">
        <span className="text-muted-foreground text-sm">{t("unread", { count: unread })}</span>
        <Button variant="link" size="sm" disabled={unread === 0} onClick={() => readAll.mutate()}>
          {t("markAllRead")}
        </Button>
      </div>
      <div className="min-h-0 overflow-y-auto">
        {list.isPending && <Spinner label={t("loading", { ns: "common" })} />}
        {list.error && <p className="p-3 text-destructive text-sm">{list.error.message}</p>}
        {list.data?.notifications.length === 0 && (
          <div className="grid justify-items-center gap-2 p-6 text-center text-muted-foreground text-sm">
            <BellOff className="size-6" aria-hidden="true" />
            {t("empty")}
          </div>
        )}
        <ul className="grid gap-1">
          {list.data?.notifications.map((notification) => (
            <NotificationItem key={notification.id} notification={notification} onNavigate={onNavigate} />
          ))}
        </ul>
      </div>
      <div className="border-t pt-2">
        <PushToggle />
      </div>
    </div>
  );
}
