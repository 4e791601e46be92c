import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../http/app-env";
import { httpRequests } from "./metrics";

// After next(), routePath is the pattern of the handler that answered (compose leaves its index set).
/** Times every request under its matched route pattern (`/api/sites/:id`), never the raw path: bounded labels. */
export function recordHttpRequest(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      httpRequests.observe(
        { method: c.req.method, route: c.req.routePath, status: String(c.res.status) },
        (performance.now() - started) / 1000,
      );
    }
  };
}
