import { createRoute, z } from "@hono/zod-openapi";
import { requireActiveUser } from "../../account/require-active-user";
import { createRouter } from "../../http/create-router";
import { errorResponse } from "../../http/error-response";
import type { Language } from "../../http/language";
import { countUnreadNotifications } from "../../notifications/count-unread-notifications";
import { deleteNotification } from "../../notifications/delete-notification";
import type { NotificationRow } from "../../notifications/list-notifications";
import { listNotifications } from "../../notifications/list-notifications";
import { markAllNotificationsRead } from "../../notifications/mark-all-notifications-read";
import { renderNotification } from "../../notifications/render-notification";
import { setNotificationRead } from "../../notifications/set-notification-read";
import type { ApiContext } from "../../server-context";

const notificationSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    message: z.string(),
    type: z.enum(["info", "success", "warning", "error"]),
    actionUrl: z.string().nullable(),
    metadata: z.record(z.string(), z.unknown()).nullable(),
    isRead: z.boolean(),
    createdAt: z.string(),
  })
  .openapi("Notification");
const json = (schema: z.ZodType, description: string) => ({
  content: { "application/json": { schema } },
  description,
});
const idParam = z.object({ id: z.string().min(1).max(100) });

const listRoute = createRoute({
  method: "get",
  path: "/api/notifications",
  tags: ["notifications"],
  summary: "The signed-in user's notifications, newest first, and the unread count",
  responses: {
    200: json(z.object({ notifications: z.array(notificationSchema), unreadCount: z.number() }), "List"),
    401: errorResponse("Not signed in"),
  },
});
const updateRoute = createRoute({
  method: "patch",
  path: "/api/notifications/{id}",
  tags: ["notifications"],
  summary: "Mark one notification read or unread",
  request: {
    params: idParam,
    body: { content: { "application/json": { schema: z.object({ isRead: z.boolean() }) } }, required: true },
  },
  responses: { 200: json(notificationSchema, "Updated"), 404: errorResponse("Not one of yours") },
});
const readAllRoute = createRoute({
  method: "post",
  path: "/api/notifications/read-all",
  tags: ["notifications"],
  summary: "Mark every notification read",
  responses: { 200: json(z.object({ updated: z.number() }), "How many changed") },
});
const deleteRoute = createRoute({
  method: "delete",
  path: "/api/notifications/{id}",
  tags: ["notifications"],
  summary: "Delete one notification",
  request: { params: idParam },
  responses: {
    200: json(z.object({ ok: z.literal(true) }), "Deleted"),
    404: errorResponse("Not one of yours"),
  },
});

/** In the reader's language, whichever language it was written in. */
function toJson(row: NotificationRow, language: Language) {
  const { key: _key, params: _params, ...rest } = row;
  return {
    ...rest,
    ...renderNotification(row, language),
    metadata: row.metadata ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function notificationRoutes(context: ApiContext) {
  const router = createRouter();
  router.openapi(listRoute, async (c) => {
    const user = await requireActiveUser(c, context);
    const [rows, unreadCount] = await Promise.all([
      listNotifications(context.database, user.id),
      countUnreadNotifications(context.database, user.id),
    ]);
    return c.json({ notifications: rows.map((row) => toJson(row, c.get("language"))), unreadCount }, 200);
  });
  router.openapi(readAllRoute, async (c) => {
    const user = await requireActiveUser(c, context);
    return c.json({ updated: await markAllNotificationsRead(context.database, user.id) }, 200);
  });
  router.openapi(updateRoute, async (c) => {
    const user = await requireActiveUser(c, context);
    const { id } = c.req.valid("param");
    const row = await setNotificationRead(context.database, user.id, id, c.req.valid("json").isRead);
    return c.json(toJson(row, c.get("language")), 200);
  });
  router.openapi(deleteRoute, async (c) => {
    const user = await requireActiveUser(c, context);
    await deleteNotification(context.database, user.id, c.req.valid("param").id);
    return c.json({ ok: true as const }, 200);
  });
  return router;
}
