import type { MiddlewareHandler } from "hono";

export interface SecurityHeaderOptions {
  /** sha256 sources of the inline scripts in index.html (theme bootstrap), computed at start. */
  inlineScriptHashes: string[];
  turnstile: boolean;
  isHttps: (requestUrl: string, forwardedProto: string | undefined) => boolean;
}

export function securityHeaders(options: SecurityHeaderOptions): MiddlewareHandler {
  const turnstile = options.turnstile ? " https://challenges.cloudflare.com" : "";
  const csp = [
    "default-src 'self'",
    `script-src 'self' ${options.inlineScriptHashes.map((hash) => `'${hash}'`).join(" ")}${turnstile}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    `frame-src 'self'${turnstile}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    // A page that embeds a provider's form (iyzico's subscription form) sets its own policy.
    if (!headers.has("Content-Security-Policy")) headers.set("Content-Security-Policy", csp);
    headers.set("X-Content-Type-Options", "nosniff");
    headers.set("X-Frame-Options", "DENY");
    headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
    headers.set("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()");
    headers.set("Cross-Origin-Opener-Policy", "same-origin");
    if (options.isHttps(c.req.url, c.req.header("x-forwarded-proto"))) {
      headers.set("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
    }
  };
}
