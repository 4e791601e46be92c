import { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "./app-env";
import { validationHook } from "./validation-hook";

/** Every router validates with the same hook, so bad input always answers `validation_failed`. */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
}
