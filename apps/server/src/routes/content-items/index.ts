import { createRoute, z } from "@hono/zod-openapi";
import { contentDeletionSchema, contentDraftSchema, rescheduleRequestSchema } from "@sitelens/shared";
import { requireActiveUser } from "../../account/require-active-user";
import { deleteContentItem } from "../../content-items/delete-item";
import { rescheduleItem } from "../../content-items/reschedule-item";
import { setItemScheduled } from "../../content-items/schedule-item";
import { createRouter } from "../../http/create-router";
import { errorResponse } from "../../http/error-response";
import { requireFeatureAccess } from "../../plans-limits/require-feature-access";
import type { ApiContext } from "../../server-context";
import { siteIdParam as idParam, json, jsonBody } from "../sites/route-helpers";

const tags = ["content-items"];
const responses = {
  200: json(contentDraftSchema, "The item"),
  400: errorResponse("publish_in_past, publish_too_far or content_incomplete"),
  403: errorResponse("feature_locked"),
  404: errorResponse("Not one of yours"),
  409: errorResponse("content_not_reschedulable (it already went out)"),
};

const rescheduleRoute = createRoute({
  method: "post",
  path: "/api/content-items/{id}/reschedule",
  tags,
  summary: "Move an item to another time (calendar drag): no past time, at most 30 days ahead",
  request: { params: idParam, ...jsonBody(rescheduleRequestSchema) },
  responses,
});
const scheduleRoute = createRoute({
  method: "post",
  path: "/api/content-items/{id}/schedule",
  tags,
  summary: "Schedule a complete item for distribution at its publish time",
  request: { params: idParam },
  responses,
});
const unscheduleRoute = createRoute({
  method: "post",
  path: "/api/content-items/{id}/unschedule",
  tags,
  summary: "Take a scheduled item back to a draft",
  request: { params: idParam },
  responses,
});

const deleteRoute = createRoute({
  method: "delete",
  path: "/api/content-items/{id}",
  tags,
  summary:
    "Delete an item: cancel what has not gone out, withdraw what each channel allows, say what happened",
  request: { params: idParam },
  responses: {
    200: json(contentDeletionSchema, "What each channel did"),
    403: errorResponse("feature_locked"),
    404: errorResponse("Not one of yours"),
    409: errorResponse("content_withdrawal_busy (a channel is being sent right now)"),
  },
});

/** Content planning (issue #17): the calendar's moves and the scheduled state; the item is a content draft. */
export function contentItemRoutes(context: ApiContext) {
  const router = createRouter();
  const gated = async (c: Parameters<typeof requireActiveUser>[0]) => {
    const user = await requireActiveUser(c, context);
    await requireFeatureAccess(context.database, user.id);
    return user;
  };
  router.openapi(rescheduleRoute, async (c) => {
    const user = await gated(c);
    const { publishAt } = c.req.valid("json");
    const item = await rescheduleItem(
      context.database,
      user.id,
      c.req.valid("param").id,
      new Date(publishAt),
    );
    return c.json(item, 200);
  });
  router.openapi(scheduleRoute, async (c) => {
    const user = await gated(c);
    return c.json(await setItemScheduled(context.database, user.id, c.req.valid("param").id, true), 200);
  });
  router.openapi(unscheduleRoute, async (c) => {
    const user = await gated(c);
    return c.json(await setItemScheduled(context.database, user.id, c.req.valid("param").id, false), 200);
  });
  router.openapi(deleteRoute, async (c) => {
    const user = await gated(c);
    return c.json(await deleteContentItem(context, user.id, c.req.valid("param").id, c.req.raw.signal), 200);
  });
  return router;
}

export const mediaIdParams = z.object({
  id: z.uuid(),
  file: z.string().regex(/^\d{1,5}\.webp$/),
});
