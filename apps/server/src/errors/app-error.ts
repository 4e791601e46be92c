import type { Language } from "../http/language";
import { type ErrorCode, errorCatalogue } from "./error-codes";

type Messages = Record<Language, string>;

/**
 * The one error type of the API. Domain code throws it with a code and, optionally, messages
 * more specific than the catalogue's; the error handler picks the request's language.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly messages: Messages;
  readonly details: unknown;

  constructor(code: ErrorCode, messages?: Partial<Messages>, details?: unknown) {
    const fallback = errorCatalogue[code];
    const resolved = { en: messages?.en ?? fallback.en, tr: messages?.tr ?? fallback.tr };
    super(resolved.en);
    this.name = "AppError";
    this.code = code;
    this.messages = resolved;
    this.details = details;
  }

  get status(): number {
    return errorCatalogue[this.code].status;
  }

  toBody(language: Language) {
    return {
      error: {
        code: this.code,
        message: this.messages[language],
        ...(this.details ? { details: this.details } : {}),
      },
    };
  }
}
