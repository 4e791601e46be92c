import { createRoute, z } from "@hono/zod-openapi";
import {
  aiSolutionRequestSchema,
  createPerformanceTaskRequestSchema,
  suggestionSchema,
  taskListQuerySchema,
  taskSchema,
  updateTaskRequestSchema,
} from "@sitelens/shared";
import { requireActiveUser } from "../../account/require-active-user";
import { generateTaskSolution } from "../../ai/generate-task-solution";
import { listTaskSuggestions } from "../../ai/list-task-suggestions";
import { createRouter } from "../../http/create-router";
import { errorResponse } from "../../http/error-response";
import { requireFeatureAccess } from "../../plans-limits/require-feature-access";
import type { ApiContext } from "../../server-context";
import { createPerformanceTask } from "../../tasks/create-performance-task";
import { deleteTask } from "../../tasks/delete-task";
import { listTasks } from "../../tasks/list-tasks";
import { updateTaskStatus } from "../../tasks/update-task-status";
import { siteIdParam as idParam, json, jsonBody, ok } from "../sites/route-helpers";

const tags = ["tasks"];
const listRoute = createRoute({
  method: "get",
  path: "/api/tasks",
  tags,
  summary: "The user's SEO tasks, filtered by site, status, priority and category",
  request: { query: taskListQuerySchema },
  responses: {
    200: json(z.object({ tasks: z.array(taskSchema) }), "Tasks"),
    401: errorResponse("Not signed in"),
  },
});
const updateRoute = createRoute({
  method: "patch",
  path: "/api/tasks/{id}",
  tags,
  summary: "Mark completed or back to pending",
  request: { params: idParam, ...jsonBody(updateTaskRequestSchema) },
  responses: { 200: json(taskSchema, "Updated"), 404: errorResponse("Not one of yours") },
});
const deleteRoute = createRoute({
  method: "delete",
  path: "/api/tasks/{id}",
  tags,
  summary: "Delete a task",
  request: { params: idParam },
  responses: { 200: ok, 404: errorResponse("Not one of yours") },
});
const performanceRoute = createRoute({
  method: "post",
  path: "/api/tasks/from-performance",
  tags,
  summary: "Turn a high or medium priority speed recommendation into a task",
  request: jsonBody(createPerformanceTaskRequestSchema),
  responses: { 201: json(taskSchema, "Task"), 400: errorResponse("task_not_convertible (low priority)") },
});
const solutionRoute = createRoute({
  method: "post",
  path: "/api/tasks/{id}/ai-solution",
  tags,
  summary: "Ask the configured AI model for a concrete fix (rule-based without a provider)",
  request: { params: idParam, ...jsonBody(aiSolutionRequestSchema) },
  responses: {
    201: json(suggestionSchema, "Suggestion"),
    403: errorResponse("feature_locked"),
    502: errorResponse("ai_solution_failed"),
  },
});
const suggestionsRoute = createRoute({
  method: "get",
  path: "/api/tasks/{id}/suggestions",
  tags,
  summary: "The task's stored AI suggestions, newest first",
  request: { params: idParam },
  responses: { 200: json(z.object({ suggestions: z.array(suggestionSchema) }), "Suggestions") },
});

export function taskRoutes(context: ApiContext) {
  const router = createRouter();
  router.openapi(listRoute, async (c) => {
    const user = await requireActiveUser(c, context);
    return c.json({ tasks: await listTasks(context.database, user.id, c.req.valid("query")) }, 200);
  });
  router.openapi(performanceRoute, async (c) => {
    const user = await requireActiveUser(c, context);
    return c.json(await createPerformanceTask(context.database, user.id, c.req.valid("json")), 201);
  });
  router.openapi(updateRoute, async (c) => {
    const user = await requireActiveUser(c, context);
    const { id } = c.req.valid("param");
    return c.json(await updateTaskStatus(context.database, user.id, id, c.req.valid("json").status), 200);
  });
  router.openapi(deleteRoute, async (c) => {
    const user = await requireActiveUser(c, context);
    await deleteTask(context.database, user.id, c.req.valid("param").id);
    return c.json({ ok: true as const }, 200);
  });
  router.openapi(solutionRoute, async (c) => {
    const user = await requireActiveUser(c, context);
    await requireFeatureAccess(context.database, user.id);
    const language = c.req.valid("json").language ?? c.get("language");
    return c.json(await generateTaskSolution(context, user.id, c.req.valid("param").id, language), 201);
  });
  router.openapi(suggestionsRoute, async (c) => {
    const user = await requireActiveUser(c, context);
    return c.json(
      { suggestions: await listTaskSuggestions(context.database, user.id, c.req.valid("param").id) },
      200,
    );
  });
  return router;
}
