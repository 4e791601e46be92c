import { bodyLimit } from "hono/body-limit";
import { AppError } from "../errors/app-error";

/** JSON bodies above this are refused before any handler reads them; no route takes uploads. */
export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * Refuses request bodies over the limit with 413 `payload_too_large`: by Content-Length at once, and while
 * streaming for chunked bodies, so an oversized body is never buffered whole.
 */
export function limitBody(maxBytes = JSON_BODY_LIMIT_BYTES) {
  return bodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw new AppError("payload_too_large");
    },
  });
}
