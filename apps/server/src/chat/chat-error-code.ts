import { APICallError, RetryError } from "ai";
import { AppError } from "../errors/app-error";

/**
 * Which of the spec's chat errors (§8) a failure is: the model could not be reached or answered with a
 * server error → "AI service unavailable"; an empty answer and everything else → the generic apology.
 */
export function chatErrorCode(error: unknown): "chat_ai_unavailable" | "chat_failed" | "chat_empty_response" {
  if (error instanceof AppError && error.code === "chat_empty_response") return "chat_empty_response";
  const cause = RetryError.isInstance(error) ? error.lastError : error;
  if (APICallError.isInstance(cause)) {
    return cause.statusCode === undefined || cause.statusCode >= 500 || cause.statusCode === 429
      ? "chat_ai_unavailable"
      : "chat_failed";
  }
  if (
    cause instanceof TypeError ||
    (cause instanceof Error && /ECONNREFUSED|fetch failed|socket/i.test(cause.message))
  )
    return "chat_ai_unavailable";
  return "chat_failed";
}
