import type { Suggestion, Task, TaskListQuery } from "@sitelens/shared";
import { queryOptions } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

const id = encodeURIComponent;

export const tasksQuery = (filters: TaskListQuery) =>
  queryOptions({
    queryKey: ["tasks", filters],
    queryFn: ({ signal }) => {
      const query = new URLSearchParams(
        Object.entries(filters).filter((entry): entry is [string, string] => Boolean(entry[1])),
      );
      return api.get<{ tasks: Task[] }>(`/api/tasks?${query}`, signal).then((body) => body.tasks);
    },
  });

export const suggestionsQuery = (taskId: string) =>
  queryOptions({
    queryKey: ["suggestions", taskId],
    queryFn: ({ signal }) =>
      api
        .get<{ suggestions: Suggestion[] }>(`/api/tasks/${id(taskId)}/suggestions`, signal)
        .then((body) => body.suggestions),
  });

export const tasksApi = {
  setStatus: (taskId: string, status: Task["status"]) =>
    api.patch<Task>(`/api/tasks/${id(taskId)}`, { status }),
  fromPerformance: (siteId: string, opportunityId: string, formFactor: "mobile" | "desktop") =>
    api.post<Task>("/api/tasks/from-performance", { siteId, opportunityId, formFactor }),
  aiSolution: (taskId: string, language: "tr" | "en") =>
    api.post<Suggestion>(`/api/tasks/${id(taskId)}/ai-solution`, { language }),
};
