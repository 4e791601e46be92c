import type { MiddlewareHandler } from "hono";
import { MEDIA_MAX_BYTES } from "../content-media/store-image";
import { JSON_BODY_LIMIT_BYTES, limitBody } from "./limit-body";

/** iyzico's callback forms carry a token and a few ids: a few hundred bytes; 8 KB leaves room. */
export const CALLBACK_BODY_LIMIT_BYTES = 8 * 1024;
/** Stripe's largest events (an invoice with many lines) stay well under this. */
export const WEBHOOK_BODY_LIMIT_BYTES = 512 * 1024;

/**
 * One body limit for every route that reads a body, inside /api or not (decision 166): a route
 * gets the smallest limit that fits what it legitimately receives, and anything else the JSON one.
 */
export function limitBodies(mediaUploadPath: string): MiddlewareHandler {
  const callback = limitBody(CALLBACK_BODY_LIMIT_BYTES);
  const webhook = limitBody(WEBHOOK_BODY_LIMIT_BYTES);
  const media = limitBody(MEDIA_MAX_BYTES + 64 * 1024);
  const json = limitBody(JSON_BODY_LIMIT_BYTES);
  return (c, next) => {
    const path = c.req.path;
    if (path === "/payment-callback" || path.startsWith("/payment-callback/")) return callback(c, next);
    if (path.startsWith("/api/billing/webhooks/")) return webhook(c, next);
    if (path === mediaUploadPath) return media(c, next);
    return json(c, next);
  };
}
