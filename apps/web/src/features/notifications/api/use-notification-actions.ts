import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/toast";
import { type NotificationList, notificationsApi, notificationsQuery } from "./notifications-api";

/** Mark read, mark all read and delete, applied to the cached list at once and refetched after. */
export function useNotificationActions() {
  const queryClient = useQueryClient();
  const { queryKey } = notificationsQuery();
  const patch = (change: (list: NotificationList) => NotificationList) =>
    queryClient.setQueryData<NotificationList>(queryKey, (list) => (list ? change(list) : list));
  const settle = {
    onError: (error: Error) => toast.error(error.message),
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  };
  const setRead = useMutation({
    mutationFn: ({ id, isRead }: { id: string; isRead: boolean }) => notificationsApi.setRead(id, isRead),
    onMutate: ({ id, isRead }) =>
      patch((list) => {
        const changed = list.notifications.some((n) => n.id === id && n.isRead !== isRead);
        return {
          notifications: list.notifications.map((n) => (n.id === id ? { ...n, isRead } : n)),
          unreadCount: list.unreadCount + (changed ? (isRead ? -1 : 1) : 0),
        };
      }),
    ...settle,
  });
  const readAll = useMutation({
    mutationFn: notificationsApi.readAll,
    onMutate: () =>
      patch((list) => ({
        notifications: list.notifications.map((n) => ({ ...n, isRead: true })),
        unreadCount: 0,
      })),
    ...settle,
  });
  const remove = useMutation({
    mutationFn: notificationsApi.remove,
    onMutate: (id: string) =>
      patch((list) => {
        const wasUnread = list.notifications.some((n) => n.id === id && !n.isRead);
        return {
          notifications: list.notifications.filter((n) => n.id !== id),
          unreadCount: list.unreadCount - (wasUnread ? 1 : 0),
        };
      }),
    ...settle,
  });
  return { setRead, readAll, remove };
}
