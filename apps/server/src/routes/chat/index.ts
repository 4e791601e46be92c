import { createRoute, z } from "@hono/zod-openapi";
import { chatSendRequestSchema, chatStateSchema, taskSchema } from "@sitelens/shared";
import { requireActiveUser } from "../../account/require-active-user";
import { activeAiProvider } from "../../ai/ai-providers";
import { clearChat } from "../../chat/clear-chat";
import { confirmTaskProposal } from "../../chat/confirm-task-proposal";
import { listChatMessages } from "../../chat/list-chat-messages";
import { streamChatAnswer } from "../../chat/stream-chat-answer";
import { suggestFallbackActions } from "../../chat/suggest-fallback-actions";
import { createRouter } from "../../http/create-router";
import { errorResponse } from "../../http/error-response";
import type { ApiContext } from "../../server-context";
import { siteIdParam as idParam, json, jsonBody, ok } from "../sites/route-helpers";

const tags = ["chat"];
const stateRoute = createRoute({
  method: "get",
  path: "/api/chat",
  tags,
  summary: "The user's conversation of the last 24 hours, whether AI is available, and non-AI suggestions",
  responses: { 200: json(chatStateSchema, "Chat"), 401: errorResponse("Not signed in") },
});
const sendRoute = createRoute({
  method: "post",
  path: "/api/chat/messages",
  tags,
  summary: "Ask the assistant; the answer streams as the AI SDK UI message stream (SSE)",
  request: jsonBody(chatSendRequestSchema),
  responses: {
    200: { content: { "text/event-stream": { schema: z.string() } }, description: "UI message stream" },
    401: errorResponse("Session expired"),
    429: errorResponse("quota_exceeded"),
    503: errorResponse("chat_ai_unavailable (no provider)"),
  },
});
const clearRoute = createRoute({
  method: "delete",
  path: "/api/chat",
  tags,
  summary: "Clear the conversation (it restarts with the greeting)",
  responses: { 200: ok },
});
const confirmRoute = createRoute({
  method: "post",
  path: "/api/chat/proposals/{id}/confirm",
  tags,
  summary: "Create the task the assistant proposed",
  request: { params: idParam },
  responses: { 201: json(taskSchema, "Task"), 404: errorResponse("Not one of yours") },
});

export function chatRoutes(context: ApiContext) {
  const router = createRouter();
  router.openapi(stateRoute, async (c) => {
    const user = await requireActiveUser(c, context);
    const provider = activeAiProvider(context.env);
    return c.json(
      {
        messages: await listChatMessages(context.database, user.id),
        ai: { available: Boolean(provider), model: provider?.model ?? null },
        fallbackActions: provider
          ? []
          : await suggestFallbackActions(context.database, user.id, c.get("language")),
      },
      200,
    );
  });
  router.openapi(sendRoute, async (c) => {
    const user = await requireActiveUser(c, context);
    const body = c.req.valid("json");
    const language = body.language ?? c.get("language");
    return streamChatAnswer(context, user.id, body, language, c.req.raw.signal);
  });
  router.openapi(clearRoute, async (c) => {
    const user = await requireActiveUser(c, context);
    await clearChat(context.database, user.id);
    return c.json({ ok: true as const }, 200);
  });
  router.openapi(confirmRoute, async (c) => {
    const user = await requireActiveUser(c, context);
    return c.json(await confirmTaskProposal(context.database, user.id, c.req.valid("param").id), 201);
  });
  return router;
}
