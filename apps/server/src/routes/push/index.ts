import { createRoute, z } from "@hono/zod-openapi";
import { requireActiveUser } from "../../account/require-active-user";
import { AppError } from "../../errors/app-error";
import { createRouter } from "../../http/create-router";
import { errorResponse } from "../../http/error-response";
import { deletePushSubscription } from "../../push/delete-push-subscription";
import { isAllowedPushEndpoint } from "../../push/is-allowed-push-endpoint";
import { loadVapidKeys } from "../../push/load-vapid-keys";
import { savePushSubscription } from "../../push/save-push-subscription";
import type { ApiContext } from "../../server-context";

const json = (schema: z.ZodType, description: string) => ({
  content: { "application/json": { schema } },
  description,
});
const ok = json(z.object({ ok: z.literal(true) }), "Done");
const endpointSchema = z.string().url().max(2000);
const subscriptionSchema = z
  .object({
    endpoint: endpointSchema,
    keys: z.object({ p256dh: z.string().min(1).max(200), auth: z.string().min(1).max(100) }),
  })
  .openapi("PushSubscription");

const publicKeyRoute = createRoute({
  method: "get",
  path: "/api/push/public-key",
  tags: ["push"],
  summary: "The VAPID public key browsers subscribe with",
  responses: { 200: json(z.object({ publicKey: z.string() }), "Key") },
});
const subscribeRoute = createRoute({
  method: "post",
  path: "/api/push/subscriptions",
  tags: ["push"],
  summary: "Store this browser's push subscription",
  request: { body: { content: { "application/json": { schema: subscriptionSchema } }, required: true } },
  responses: { 200: ok, 400: errorResponse("Not a push service endpoint") },
});
const unsubscribeRoute = createRoute({
  method: "delete",
  path: "/api/push/subscriptions",
  tags: ["push"],
  summary: "Forget this browser's push subscription",
  request: {
    body: {
      content: { "application/json": { schema: z.object({ endpoint: endpointSchema }) } },
      required: true,
    },
  },
  responses: { 200: ok },
});

export function pushRoutes(context: ApiContext) {
  const router = createRouter();
  router.openapi(publicKeyRoute, async (c) => {
    await requireActiveUser(c, context);
    const { publicKey } = await loadVapidKeys(context.database, context.env);
    return c.json({ publicKey }, 200);
  });
  router.openapi(subscribeRoute, async (c) => {
    const user = await requireActiveUser(c, context);
    const subscription = c.req.valid("json");
    if (!isAllowedPushEndpoint(subscription.endpoint, context.env.CRAWLER_ALLOW_PRIVATE))
      throw new AppError("bad_request");
    await savePushSubscription(context.database, user.id, subscription, user.sessionId);
    return c.json({ ok: true as const }, 200);
  });
  router.openapi(unsubscribeRoute, async (c) => {
    const user = await requireActiveUser(c, context);
    await deletePushSubscription(context.database, user.id, c.req.valid("json").endpoint);
    return c.json({ ok: true as const }, 200);
  });
  return router;
}
