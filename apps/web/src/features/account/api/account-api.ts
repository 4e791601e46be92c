import { queryOptions } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export type Profile = {
  name: string;
  email: string;
  phone: string;
  company: string;
  address: string;
  about: string;
};
export type ProfileUpdate = Omit<Profile, "email">;
export type NotificationSettings = {
  emailNotifications: boolean;
  weeklyReports: boolean;
  seoSuggestions: boolean;
  profileVisibility: "private" | "public";
  /** IANA zone; null until this browser's zone is saved on the first settings load. */
  timeZone: string | null;
};
export type SessionInfo = {
  id: string;
  current: boolean;
  createdAt: string;
  expiresAt: string;
  ipAddress: string | null;
  userAgent: string | null;
  country: string | null;
  lastActiveAt: string;
};

export const profileQuery = () =>
  queryOptions({
    queryKey: ["account", "profile"],
    queryFn: ({ signal }) => api.get<Profile>("/api/account", signal),
  });
export const settingsQuery = () =>
  queryOptions({
    queryKey: ["account", "settings"],
    queryFn: ({ signal }) => api.get<NotificationSettings>("/api/settings/notifications", signal),
  });
export const sessionsQuery = () =>
  queryOptions({
    queryKey: ["account", "sessions"],
    queryFn: ({ signal }) => api.get<{ sessions: SessionInfo[] }>("/api/settings/sessions", signal),
  });

export const accountApi = {
  updateProfile: (update: ProfileUpdate) => api.put<Profile>("/api/account", update),
  changePassword: (input: { currentPassword: string; newPassword: string }) =>
    api.post<{ ok: true }>("/api/account/password", input),
  deleteAccount: () => api.delete<{ ok: true }>("/api/account"),
  /** A left-out time zone stays as stored. */
  updateSettings: (settings: Omit<NotificationSettings, "timeZone"> & { timeZone?: string | null }) =>
    api.put<NotificationSettings>("/api/settings/notifications", settings),
  sendTestEmail: () => api.post<{ ok: true }>("/api/settings/test-email", {}),
  signOutOthers: () => api.post<{ ok: true }>("/api/settings/sessions/revoke-others", {}),
};
