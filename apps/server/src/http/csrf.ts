import { randomBytes, timingSafeEqual } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import { AppError } from "../errors/app-error";
import { bearerToken } from "./bearer-auth";

export const CSRF_COOKIE = "sitelens_csrf";
export const CSRF_HEADER = "x-csrf-token";
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Double-submit token: the SPA copies a readable cookie into a header that a cross-site form or
 * image cannot set; a cross-origin Origin header is refused too.
 */
export function csrfProtection(options: {
  secureCookies: boolean;
  exemptPrefixes?: string[];
}): MiddlewareHandler {
  return async (c, next) => {
    let token = getCookie(c, CSRF_COOKIE);
    if (!token) {
      token = randomBytes(24).toString("base64url");
      setCookie(c, CSRF_COOKIE, token, {
        path: "/",
        sameSite: "Lax",
        secure: options.secureCookies,
        httpOnly: false,
      });
    }
    // A Bearer request is authenticated by its token alone (bearer-auth.ts), which a cross-site page
    // cannot send: there is no ambient credential to forge.
    const exempt =
      bearerToken(c.req.header("authorization")) !== null ||
      options.exemptPrefixes?.some((prefix) => c.req.path.startsWith(prefix));
    if (!SAFE_METHODS.has(c.req.method) && !exempt) {
      const origin = c.req.header("origin");
      if (origin && hostOf(origin) !== new URL(c.req.url).host) throw new AppError("csrf_failed");
      const sent = c.req.header(CSRF_HEADER) ?? "";
      if (!getCookie(c, CSRF_COOKIE) || !safeEqual(sent, token)) throw new AppError("csrf_failed");
    }
    await next();
  };
}

function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
