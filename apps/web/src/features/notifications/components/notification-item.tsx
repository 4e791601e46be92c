import { Check, CircleAlert, CircleCheck, Info, Trash2, TriangleAlert, Undo2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { InlineMarkdown } from "@/features/sites/components/inline-markdown";
import { cn } from "@/lib/utils";
import type { AppNotification } from "../api/notifications-api";
import { useNotificationActions } from "../api/use-notification-actions";

const icons = { info: Info, success: CircleCheck, warning: TriangleAlert, error: CircleAlert };
const tones = {
  info: "text-sky-600 dark:text-sky-400",
  success: "text-emerald-600 dark:text-emerald-400",
  warning: "text-amber-600 dark:text-amber-400",
  error: "text-destructive",
};

function timeAgo(iso: string, language: string) {
  const minutes = Math.round((new Date(iso).getTime() - Date.now()) / 60_000);
  const format = new Intl.RelativeTimeFormat(language, { numeric: "auto" });
  if (Math.abs(minutes) < 60) return format.format(minutes, "minute");
  if (Math.abs(minutes) < 60 * 24) return format.format(Math.round(minutes / 60), "hour");
  return format.format(Math.round(minutes / 1440), "day");
}

export function NotificationItem({
  notification,
  onNavigate,
}: {
  notification: AppNotification;
  onNavigate: () => void;
}) {
  const { t, i18n } = useTranslation("notifications");
  const { setRead, remove } = useNotificationActions();
  const Icon = icons[notification.type];
  const open = () => {
    if (!notification.isRead) setRead.mutate({ id: notification.id, isRead: true });
    onNavigate();
  };
  const body = (
    <>
      <span className="font-medium text-sm">
        <InlineMarkdown text={notification.title} />
      </span>
      <span className="text-muted-foreground text-sm">
        <InlineMarkdown text={notification.message} />
      </span>
      <span className="text-muted-foreground text-xs">{timeAgo(notification.createdAt, i18n.language)}</span>
    </>
  );
  return (
    <li
      className={cn("flex gap-3 rounded-md p-3", !notification.isRead && "bg-accent/60")}
      data-testid="notification-item"
      data-read={notification.isRead}
    >
      <Icon className={cn("mt-0.5 size-4 shrink-0", tones[notification.type])} aria-hidden="true" />
      {notification.actionUrl?.startsWith("/") ? (
        <Link
          to={notification.actionUrl}
          onClick={open}
          className="grid min-w-0 flex-1 gap-0.5 hover:underline"
        >
          {body}
        </Link>
      ) : (
        <div className="grid min-w-0 flex-1 gap-0.5">{body}</div>
      )}
      <div className="flex shrink-0 flex-col gap-1">
        <Button
          variant="ghost"
          size="icon"
          className="size-7"
          aria-label={notification.isRead ? t("markUnread") : t("markRead")}
          title={notification.isRead ? t("markUnread") : t("markRead")}
          onClick={() => setRead.mutate({ id: notification.id, isRead: !notification.isRead })}
        >
          {notification.isRead ? <Undo2 aria-hidden="true" /> : <Check aria-hidden="true" />}
        </Button>
        <Button
          variant="ghost"
          size="icon"
          className="size-7"
          aria-label={t("delete")}
          title={t("delete")}
          onClick={() => remove.mutate(notification.id)}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
    </li>
  );
}
