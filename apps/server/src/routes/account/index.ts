import { createRoute, z } from "@hono/zod-openapi";
import { changePasswordRequestSchema, profileUpdateSchema } from "@sitelens/shared";
import { changePassword } from "../../account/change-password";
import { deleteAccount } from "../../account/delete-account";
import { onboardUser } from "../../account/onboard-user";
import { getProfile, updateProfile } from "../../account/profile";
import { requireActiveUser } from "../../account/require-active-user";
import { parseAuthInput } from "../../auth/parse-auth-input";
import { forgetUser } from "../../auth/session-cache";
import { endSubscriptionForDeletion } from "../../billing/end-subscription-for-deletion";
import { disconnectGoogle } from "../../google/disconnect-google";
import { clientIp } from "../../http/client-ip";
import { createRouter } from "../../http/create-router";
import { errorResponse } from "../../http/error-response";
import { authLimits } from "../../rate-limit/auth-limits";
import { enforceRateLimits } from "../../rate-limit/enforce-rate-limits";
import type { ApiContext } from "../../server-context";
import { formBody, forwardCookies, jsonContent, okResponse } from "../auth/route-helpers";

const profileSchema = z
  .object({
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    company: z.string(),
    address: z.string(),
    about: z.string(),
  })
  .openapi("Profile");

const getRoute = createRoute({
  method: "get",
  path: "/api/account",
  tags: ["account"],
  summary: "The signed-in user's profile",
  responses: { 200: jsonContent(profileSchema, "Profile"), 401: errorResponse("Not signed in") },
});
const updateRoute = createRoute({
  method: "put",
  path: "/api/account",
  tags: ["account"],
  summary: "Update name, phone, company, address and about",
  request: { body: { content: { "application/json": { schema: profileUpdateSchema } }, required: true } },
  responses: { 200: jsonContent(profileSchema, "Updated profile"), 401: errorResponse("Not signed in") },
});
const passwordRoute = createRoute({
  method: "post",
  path: "/api/account/password",
  tags: ["account"],
  summary: "Change the password (current + new); other sessions are signed out",
  request: { body: formBody },
  responses: { 200: okResponse, 400: errorResponse("Wrong current password or weak new one") },
});
const deleteRoute = createRoute({
  method: "delete",
  path: "/api/account",
  tags: ["account"],
  summary: "Cancel a renewing subscription at its provider, then delete the account and sign out",
  responses: {
    200: okResponse,
    401: errorResponse("Not signed in"),
    409: errorResponse("The subscription could not be cancelled; nothing was deleted"),
  },
});

export function accountRoutes(context: ApiContext) {
  const router = createRouter();
  router.openapi(getRoute, async (c) => {
    const user = await requireActiveUser(c, context);
    await onboardUser(context, user, c.get("language"));
    return c.json(await getProfile(context.database, user.id), 200);
  });
  router.openapi(updateRoute, async (c) => {
    const user = await requireActiveUser(c, context);
    return c.json(await updateProfile(context.database, user.id, c.req.valid("json")), 200);
  });
  router.openapi(passwordRoute, async (c) => {
    const user = await requireActiveUser(c, context);
    await enforceRateLimits(
      context.database,
      authLimits("password-check", clientIp(c, context.env.TRUST_PROXY), user.email),
    );
    const input = parseAuthInput(changePasswordRequestSchema, c.req.valid("json"));
    forwardCookies(c, await changePassword(context, input, c.req.raw.headers));
    return c.json({ ok: true as const }, 200);
  });
  router.openapi(deleteRoute, async (c) => {
    const user = await requireActiveUser(c, context);
    // First, so a refusal leaves the account, its session and its subscription as they were.
    await endSubscriptionForDeletion(context, user.id);
    const signedOut = await context.auth.api.signOut({ headers: c.req.raw.headers, returnHeaders: true });
    // Revoke Google's grant while the sealed token still exists; the rows go with the user.
    await disconnectGoogle(context, user.id);
    await deleteAccount(context.database, user);
    forgetUser(context.auth, user.id);
    forwardCookies(c, signedOut.headers);
    return c.json({ ok: true as const }, 200);
  });
  return router;
}
