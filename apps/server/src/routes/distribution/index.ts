import { createRoute, z } from "@hono/zod-openapi";
import {
  connectionListSchema,
  createConnectionRequestSchema,
  distributionConnectionSchema,
  distributionOutcomesSchema,
  manualPublishRequestSchema,
} from "@sitelens/shared";
import { requireActiveUser } from "../../account/require-active-user";
import { createConnection } from "../../distribution/create-connection";
import { deleteConnection } from "../../distribution/delete-connection";
import { listConnections } from "../../distribution/list-connections";
import { listDistributionOutcomes } from "../../distribution/list-distribution-outcomes";
import { markManualPublished } from "../../distribution/mark-manual-published";
import { retryFailedChannels } from "../../distribution/start-content-distribution";
import { createRouter } from "../../http/create-router";
import { errorResponse } from "../../http/error-response";
import { requireFeatureAccess } from "../../plans-limits/require-feature-access";
import { enforceRateLimits } from "../../rate-limit/enforce-rate-limits";
import type { ApiContext } from "../../server-context";
import { siteIdParam as idParam, json, jsonBody, ok } from "../sites/route-helpers";

const tags = ["distribution"];
const gate = { 403: errorResponse("feature_locked"), 404: errorResponse("Not one of yours") };
/** Each save is a call to the vendor: a few a minute per user is plenty for typing mistakes. */
const SAVE_LIMIT = { max: 10, windowSeconds: 60 };

const listRoute = createRoute({
  method: "get",
  path: "/api/distribution/connections",
  tags,
  summary: "The user's distribution channel connections (never their keys or secrets)",
  responses: { 200: json(connectionListSchema, "Connections"), ...gate },
});
const createConnectionRoute = createRoute({
  method: "post",
  path: "/api/distribution/connections",
  tags,
  summary: "Connect a channel: the details are tried with a test call to the vendor, then stored sealed",
  request: jsonBody(createConnectionRequestSchema),
  responses: {
    201: json(distributionConnectionSchema, "Connected"),
    422: errorResponse("connection_check_failed (the vendor's message included)"),
    429: errorResponse("rate_limited"),
    ...gate,
  },
});
const deleteRoute = createRoute({
  method: "delete",
  path: "/api/distribution/connections/{id}",
  tags,
  summary: "Disconnect a channel",
  request: { params: idParam },
  responses: { 200: ok, ...gate },
});
const outcomesRoute = createRoute({
  method: "get",
  path: "/api/content/{id}/distribution",
  tags,
  summary: "A content item's channel outcomes",
  request: { params: idParam },
  responses: { 200: json(distributionOutcomesSchema, "Outcomes"), ...gate },
});
const retryRoute = createRoute({
  method: "post",
  path: "/api/content/{id}/distribution/retry",
  tags,
  summary: "Send the item again to the channels that failed",
  request: { params: idParam },
  responses: { 200: json(z.object({ retried: z.number().int() }), "Retried"), ...gate },
});
const manualRoute = createRoute({
  method: "post",
  path: "/api/content/{id}/distribution/manual",
  tags,
  summary: "Mark the item published by hand, with its live URL",
  request: { params: idParam, ...jsonBody(manualPublishRequestSchema) },
  responses: { 200: json(distributionOutcomesSchema, "Outcomes"), ...gate },
});

export function distributionRoutes(context: ApiContext) {
  const router = createRouter();
  const gated = async (c: Parameters<typeof requireActiveUser>[0]) => {
    const user = await requireActiveUser(c, context);
    await requireFeatureAccess(context.database, user.id);
    return user;
  };
  router.openapi(listRoute, async (c) => {
    const user = await gated(c);
    return c.json({ connections: await listConnections(context.database, user.id) }, 200);
  });
  router.openapi(createConnectionRoute, async (c) => {
    const user = await gated(c);
    await enforceRateLimits(context.database, [{ key: `distribution-connect:${user.id}`, ...SAVE_LIMIT }]);
    return c.json(await createConnection(context, user.id, c.req.valid("json"), c.req.raw.signal), 201);
  });
  router.openapi(deleteRoute, async (c) => {
    const user = await gated(c);
    await deleteConnection(context.database, user.id, c.req.valid("param").id);
    return c.json({ ok: true as const }, 200);
  });
  router.openapi(outcomesRoute, async (c) => {
    const user = await gated(c);
    return c.json(
      await listDistributionOutcomes(context.database, user.id, c.req.valid("param").id, c.get("language")),
      200,
    );
  });
  router.openapi(retryRoute, async (c) => {
    const user = await gated(c);
    const id = c.req.valid("param").id;
    await listDistributionOutcomes(context.database, user.id, id, c.get("language"));
    return c.json({ retried: await retryFailedChannels(context, user.id, id) }, 200);
  });
  router.openapi(manualRoute, async (c) => {
    const user = await gated(c);
    const { id } = c.req.valid("param");
    await markManualPublished(context, user.id, id, c.req.valid("json").url);
    return c.json(await listDistributionOutcomes(context.database, user.id, id, c.get("language")), 200);
  });
  return router;
}
