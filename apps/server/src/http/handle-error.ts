import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { AppError } from "../errors/app-error";
import type { AppEnv } from "./app-env";
import { requestLanguage } from "./language";

/** Turns anything thrown into `{error:{code,message}}` in the request's language; never leaks a stack. */
export function handleError(error: Error, c: Context<AppEnv>) {
  const language = requestLanguage(c);
  const appError = toAppError(error);
  if (appError.code === "internal") {
    c.get("logger")?.error({ err: error, requestId: c.get("requestId") }, "unhandled error");
  }
  // RFC 6750: a client holding a bad Bearer token learns to get a new one rather than retry.
  if (appError.code === "invalid_token") c.header("WWW-Authenticate", 'Bearer error="invalid_token"');
  return c.json(appError.toBody(language), appError.status as ContentfulStatusCode);
}

function toAppError(error: Error): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof HTTPException) {
    if (error.status === 413) return new AppError("payload_too_large");
    if (error.status === 401) return new AppError("unauthenticated");
    if (error.status === 404) return new AppError("not_found");
    if (error.status < 500) return new AppError("bad_request");
  }
  if (error instanceof SyntaxError) return new AppError("bad_request");
  return new AppError("internal");
}
