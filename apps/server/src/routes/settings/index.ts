import { createRoute, z } from "@hono/zod-openapi";
import { notificationSettingsSchema, storedNotificationSettingsSchema } from "@sitelens/shared";
import { getNotificationSettings, updateNotificationSettings } from "../../account/notification-settings";
import { requireActiveUser } from "../../account/require-active-user";
import { saveLanguage } from "../../account/save-language";
import { sendTestEmail } from "../../account/send-test-email";
import { forgetUser } from "../../auth/session-cache";
import { lookupCountry } from "../../geo/lookup-country";
import { createRouter } from "../../http/create-router";
import { errorResponse } from "../../http/error-response";
import { enforceRateLimits } from "../../rate-limit/enforce-rate-limits";
import type { ApiContext } from "../../server-context";
import { jsonContent, okResponse } from "../auth/route-helpers";
import { apiTokenRoutes } from "./tokens";

const sessionSchema = z.object({
  id: z.string(),
  current: z.boolean(),
  createdAt: z.string(),
  expiresAt: z.string(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
  /** ISO country of the session's IP address from the offline database: an approximate place. */
  country: z.string().nullable(),
  lastActiveAt: z.string(),
});
const unauthenticated = errorResponse("Not signed in");

const routes = {
  get: createRoute({
    method: "get",
    path: "/api/settings/notifications",
    tags: ["settings"],
    summary: "Notification settings and profile visibility",
    responses: { 200: jsonContent(storedNotificationSettingsSchema, "Settings"), 401: unauthenticated },
  }),
  put: createRoute({
    method: "put",
    path: "/api/settings/notifications",
    tags: ["settings"],
    summary: "Save notification settings, profile visibility and the time zone",
    request: {
      body: { content: { "application/json": { schema: notificationSettingsSchema } }, required: true },
    },
    responses: {
      200: jsonContent(storedNotificationSettingsSchema, "Saved settings"),
      400: errorResponse("Unknown time zone"),
      401: unauthenticated,
    },
  }),
  language: createRoute({
    method: "put",
    path: "/api/settings/language",
    tags: ["settings"],
    summary: "Keep the interface language on the account (e-mails, notifications and PDFs follow it)",
    request: {
      body: {
        content: { "application/json": { schema: z.object({ language: z.enum(["tr", "en"]) }) } },
        required: true,
      },
    },
    responses: { 200: okResponse, 400: errorResponse("Not tr or en"), 401: unauthenticated },
  }),
  testEmail: createRoute({
    method: "post",
    path: "/api/settings/test-email",
    tags: ["settings"],
    summary: "Send a test e-mail to the signed-in user",
    responses: { 200: okResponse, 401: unauthenticated, 502: errorResponse("Delivery failed") },
  }),
  sessions: createRoute({
    method: "get",
    path: "/api/settings/sessions",
    tags: ["settings"],
    summary: "The user's active sessions",
    responses: {
      200: jsonContent(z.object({ sessions: z.array(sessionSchema) }), "Sessions"),
      401: unauthenticated,
    },
  }),
  revokeOthers: createRoute({
    method: "post",
    path: "/api/settings/sessions/revoke-others",
    tags: ["settings"],
    summary: "Sign out every other session",
    responses: { 200: okResponse, 401: unauthenticated },
  }),
};

export function settingsRoutes(context: ApiContext) {
  const router = createRouter();
  const { auth, database } = context;
  router.openapi(routes.get, async (c) => {
    const user = await requireActiveUser(c, context);
    return c.json(await getNotificationSettings(database, user.id), 200);
  });
  router.openapi(routes.put, async (c) => {
    const user = await requireActiveUser(c, context);
    return c.json(await updateNotificationSettings(database, user.id, c.req.valid("json")), 200);
  });
  router.openapi(routes.language, async (c) => {
    const user = await requireActiveUser(c, context);
    await saveLanguage(database, user.id, c.req.valid("json").language);
    return c.json({ ok: true as const }, 200);
  });
  router.openapi(routes.testEmail, async (c) => {
    const user = await requireActiveUser(c, context);
    await enforceRateLimits(database, [{ key: `test-email:${user.id}`, max: 5, windowSeconds: 3600 }]);
    await sendTestEmail(context, user.email, c.get("language"));
    return c.json({ ok: true as const }, 200);
  });
  router.openapi(routes.sessions, async (c) => {
    await requireActiveUser(c, context);
    const headers = c.req.raw.headers;
    const [current, sessions] = await Promise.all([
      auth.api.getSession({ headers }),
      auth.api.listSessions({ headers }),
    ]);
    const list = await Promise.all(
      sessions.map(async (session) => ({
        id: session.id,
        current: session.id === current?.session.id,
        createdAt: session.createdAt.toISOString(),
        expiresAt: session.expiresAt.toISOString(),
        ipAddress: session.ipAddress ?? null,
        userAgent: session.userAgent ?? null,
        country: await lookupCountry(session.ipAddress ?? null),
        lastActiveAt: session.updatedAt.toISOString(),
      })),
    );
    return c.json({ sessions: list }, 200);
  });
  router.openapi(routes.revokeOthers, async (c) => {
    const user = await requireActiveUser(c, context);
    await auth.api.revokeOtherSessions({ headers: c.req.raw.headers });
    forgetUser(auth, user.id);
    return c.json({ ok: true as const }, 200);
  });
  router.route("/", apiTokenRoutes(context));
  return router;
}
