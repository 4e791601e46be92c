import type { ChatState, Task } from "@sitelens/shared";
import { queryOptions } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export const chatStateQuery = () =>
  queryOptions({ queryKey: ["chat"], queryFn: ({ signal }) => api.get<ChatState>("/api/chat", signal) });

export const clearChat = () => api.delete<{ ok: true }>("/api/chat");
export const confirmProposal = (id: string) =>
  api.post<Task>(`/api/chat/proposals/${encodeURIComponent(id)}/confirm`);
