import type { ContentDeletion, ContentDraft, DistributionChannelKind } from "@sitelens/shared";
import { queryOptions } from "@tanstack/react-query";
import { ApiError, api, apiUpload } from "@/lib/api-client";

export type ChannelConnection = { id: string; kind: DistributionChannelKind; label: string };
export type UploadedImage = {
  id: string;
  width: number;
  height: number;
  variants: { width: number; height: number; url: string }[];
};

const id = encodeURIComponent;

/**
 * The user's channel connections (served by distribution). A 404 means that side is not there
 * yet: no connections, and the picker points to settings.
 */
export const connectionsQuery = () =>
  queryOptions({
    queryKey: ["distribution-connections"],
    queryFn: async ({ signal }) => {
      try {
        const body = await api.get<{ connections: ChannelConnection[] }>(
          "/api/distribution/connections",
          signal,
        );
        return body.connections;
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return [];
        throw error;
      }
    },
  });

export const contentItemsApi = {
  reschedule: (itemId: string, publishAt: string) =>
    api.post<ContentDraft>(`/api/content-items/${id(itemId)}/reschedule`, { publishAt }),
  schedule: (itemId: string) => api.post<ContentDraft>(`/api/content-items/${id(itemId)}/schedule`),
  remove: (itemId: string) => api.delete<ContentDeletion>(`/api/content-items/${id(itemId)}`),
  unschedule: (itemId: string) => api.post<ContentDraft>(`/api/content-items/${id(itemId)}/unschedule`),
  upload: (file: File) => {
    const form = new FormData();
    form.append("file", file);
    return apiUpload<UploadedImage>("/api/content-media", form);
  },
};
