import { queryOptions } from "@tanstack/react-query";
import { api, apiRequest } from "@/lib/api-client";

export type AppNotification = {
  id: string;
  title: string;
  message: string;
  type: "info" | "success" | "warning" | "error";
  actionUrl: string | null;
  metadata: Record<string, unknown> | null;
  isRead: boolean;
  createdAt: string;
};
export type NotificationList = { notifications: AppNotification[]; unreadCount: number };

export const notificationsQuery = () =>
  queryOptions({
    queryKey: ["notifications"],
    queryFn: ({ signal }) => api.get<NotificationList>("/api/notifications", signal),
  });

export const notificationsApi = {
  setRead: (id: string, isRead: boolean) =>
    api.patch<AppNotification>(`/api/notifications/${encodeURIComponent(id)}`, { isRead }),
  readAll: () => api.post<{ updated: number }>("/api/notifications/read-all", {}),
  remove: (id: string) => api.delete<{ ok: true }>(`/api/notifications/${encodeURIComponent(id)}`),
  publicKey: () => api.get<{ publicKey: string }>("/api/push/public-key"),
  subscribe: (subscription: PushSubscriptionJSON) =>
    api.post<{ ok: true }>("/api/push/subscriptions", subscription),
  unsubscribe: (endpoint: string) =>
    apiRequest<{ ok: true }>("/api/push/subscriptions", { method: "DELETE", body: { endpoint } }),
};
