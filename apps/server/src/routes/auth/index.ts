import { z } from "@hono/zod-openapi";
import {
  CODE_RESEND_COOLDOWN_SECONDS,
  loginRequestSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  sendCodeRequestSchema,
  verifyCodeRequestSchema,
} from "@sitelens/shared";
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { guardCodeAttempt } from "../../auth/guard-code-attempt";
import { guardLogin } from "../../auth/guard-login";
import { parseAuthInput } from "../../auth/parse-auth-input";
import { registerAccount } from "../../auth/register-account";
import { requestCode } from "../../auth/request-code";
import { checkResetCode, resetPassword } from "../../auth/reset-password";
import { signIn } from "../../auth/sign-in";
import { bindSignupBrowser, SIGNUP_BINDING_SECONDS, SIGNUP_COOKIE } from "../../auth/signup-browser";
import { verifySignupCode } from "../../auth/verify-signup-code";
import { requireBotCheck } from "../../bot-check/require-bot-check";
import { AppError } from "../../errors/app-error";
import { clientIp } from "../../http/client-ip";
import { createRouter } from "../../http/create-router";
import { authLimits } from "../../rate-limit/auth-limits";
import { enforceRateLimits } from "../../rate-limit/enforce-rate-limits";
import type { ApiContext } from "../../server-context";
import { authPost, forwardCookies } from "./route-helpers";

const codeSent = z.object({ email: z.string(), resendAfterSeconds: z.number() });
const signedIn = z.object({ userId: z.string() });
const done = z.object({ ok: z.literal(true) });

/** Registration, code, login and reset flows (spec §4), in front of better-auth's own endpoints. */
export function authRoutes(context: ApiContext) {
  const ip = (c: Parameters<typeof clientIp>[0]) => clientIp(c, context.env.TRUST_PROXY);
  const router = createRouter();
  const setSignupCookie = (c: Context, token: string) =>
    setCookie(c, SIGNUP_COOKIE, token, {
      path: "/api/auth",
      httpOnly: true,
      sameSite: "Lax",
      secure: context.env.PUBLIC_URL?.startsWith("https://") ?? false,
      maxAge: SIGNUP_BINDING_SECONDS,
    });

  router.openapi(
    authPost("/api/auth/register", "Create an unconfirmed account and e-mail the signup code", codeSent),
    async (c) => {
      const input = parseAuthInput(registerRequestSchema, c.req.valid("json"));
      if (!input.acceptTerms) throw new AppError("terms_not_accepted");
      await enforceRateLimits(context.database, authLimits("send-code", ip(c), input.email));
      await requireBotCheck(context, input.botToken, ip(c));
      const { browserToken } = await registerAccount(context, input, c.get("language"));
      setSignupCookie(c, browserToken);
      return c.json({ email: input.email, resendAfterSeconds: CODE_RESEND_COOLDOWN_SECONDS }, 200);
    },
  );

  router.openapi(
    authPost("/api/auth/send-code", "Send a new signup or password-reset code", codeSent),
    async (c) => {
      const input = parseAuthInput(sendCodeRequestSchema, c.req.valid("json"));
      await enforceRateLimits(context.database, authLimits("send-code", ip(c), input.email));
      await requireBotCheck(context, input.botToken, ip(c));
      await requestCode(context, input.email, input.type, c.get("language"));
      return c.json({ email: input.email, resendAfterSeconds: CODE_RESEND_COOLDOWN_SECONDS }, 200);
    },
  );

  router.openapi(
    authPost("/api/auth/verify-signup", "Confirm the e-mail with the code and sign in", signedIn),
    async (c) => {
      const input = parseAuthInput(verifyCodeRequestSchema, c.req.valid("json"));
      await enforceRateLimits(context.database, authLimits("verify-code", ip(c), input.email));
      await requireBotCheck(context, input.botToken, ip(c));
      const browserToken = getCookie(c, SIGNUP_COOKIE);
      const result = await guardCodeAttempt(context, { email: input.email, ip: ip(c) }, () =>
        verifySignupCode(context, { ...input, browserToken }, c.req.raw.headers, c.get("language")),
      );
      deleteCookie(c, SIGNUP_COOKIE, { path: "/api/auth" });
      forwardCookies(c, result.headers);
      return c.json({ userId: result.userId }, 200);
    },
  );

  router.openapi(authPost("/api/auth/login", "Sign in with e-mail and password", signedIn), async (c) => {
    const input = parseAuthInput(loginRequestSchema, c.req.valid("json"));
    const who = { email: input.email, ip: ip(c), botToken: input.botToken };
    const result = await guardLogin(context, who, () => signIn(context, input, c.req.raw.headers)).catch(
      async (error: unknown) => {
        // The right password on an unconfirmed account proves who set it: this browser may confirm it.
        if (error instanceof AppError && error.code === "email_not_verified")
          setSignupCookie(c, await bindSignupBrowser(context.database, input.email));
        throw error;
      },
    );
    forwardCookies(c, result.headers);
    return c.json({ userId: result.userId }, 200);
  });

  router.openapi(
    authPost("/api/auth/check-reset-code", "Check a password-reset code without using it", done),
    async (c) => {
      const input = parseAuthInput(verifyCodeRequestSchema, c.req.valid("json"));
      await enforceRateLimits(context.database, authLimits("verify-code", ip(c), input.email));
      await requireBotCheck(context, input.botToken, ip(c));
      await guardCodeAttempt(context, { email: input.email, ip: ip(c) }, () =>
        checkResetCode(context, input),
      );
      return c.json({ ok: true as const }, 200);
    },
  );

  router.openapi(
    authPost("/api/auth/reset-password", "Set a new password with the reset code", done),
    async (c) => {
      const input = parseAuthInput(resetPasswordRequestSchema, c.req.valid("json"));
      await enforceRateLimits(context.database, authLimits("reset", ip(c), input.email));
      await requireBotCheck(context, input.botToken, ip(c));
      await guardCodeAttempt(context, { email: input.email, ip: ip(c) }, () => resetPassword(context, input));
      return c.json({ ok: true as const }, 200);
    },
  );

  return router;
}
