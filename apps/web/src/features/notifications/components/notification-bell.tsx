import { useQuery } from "@tanstack/react-query";
import { Bell } from "lucide-react";
import { Popover } from "radix-ui";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from "@/components/ui/sheet";
import { useIsMobile } from "@/lib/use-media-query";
import { notificationsQuery } from "../api/notifications-api";
import { LiveNotices } from "./live-notices";
import { NotificationPanel } from "./notification-panel";
import { unreadBadgeText } from "./unread-badge-text";

/** Spec §2 Layout: a drawer below 768 px, a dropdown otherwise; the badge shows 9+ above 9. */
export function NotificationBell() {
  const { t } = useTranslation("notifications");
  const isMobile = useIsMobile();
  const [open, setOpen] = useState(false);
  const unread = useQuery(notificationsQuery()).data?.unreadCount ?? 0;
  const badge = unreadBadgeText(unread);
  const trigger = (
    <Button variant="ghost" size="icon" className="relative" aria-label={t("bellLabel", { count: unread })}>
      <Bell aria-hidden="true" />
      {badge && (
        <span
          data-testid="notification-badge"
          className="absolute top-0.5 right-0.5 flex h-4 min-w-4 items-center justify-center rounded-full bg-red-700 px-1 font-semibold text-[10px] text-white leading-none"
        >
          {badge}
        </span>
      )}
    </Button>
  );
  const close = () => setOpen(false);

  return (
    <>
      <LiveNotices />
      {isMobile ? (
        <Sheet open={open} onOpenChange={setOpen}>
          <SheetTrigger asChild>{trigger}</SheetTrigger>
          <SheetContent side="bottom" className="gap-2 p-4" data-testid="notification-drawer">
            <SheetTitle>{t("title")}</SheetTitle>
            <SheetDescription className="sr-only">{t("description")}</SheetDescription>
            <NotificationPanel onNavigate={close} />
          </SheetContent>
        </Sheet>
      ) : (
        <Popover.Root open={open} onOpenChange={setOpen}>
          <Popover.Trigger asChild>{trigger}</Popover.Trigger>
          <Popover.Portal>
            <Popover.Content
              align="end"
              sideOffset={6}
              data-testid="notification-dropdown"
              aria-label={t("title")}
              className="z-50 flex max-h-[min(32rem,80dvh)] w-96 flex-col gap-2 rounded-lg border bg-popover p-3 text-popover-foreground shadow-lg animate-pop-in"
            >
              <h2 className="px-1 font-semibold">{t("title")}</h2>
              <NotificationPanel onNavigate={close} />
            </Popover.Content>
          </Popover.Portal>
        </Popover.Root>
      )}
    </>
  );
}
