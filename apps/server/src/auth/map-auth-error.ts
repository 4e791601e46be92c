import { isAPIError } from "better-auth/api";
import { AppError } from "../errors/app-error";
import type { ErrorCode } from "../errors/error-codes";

/** better-auth's error codes on the spec's messages (§8); anything unknown becomes the flow's own error. */
const mapped: Record<string, ErrorCode> = {
  INVALID_EMAIL_OR_PASSWORD: "invalid_credentials",
  EMAIL_NOT_VERIFIED: "email_not_verified",
  USER_NOT_FOUND: "user_not_found",
  INVALID_EMAIL: "invalid_email",
  PASSWORD_TOO_SHORT: "weak_password",
  USER_ALREADY_EXISTS: "email_taken",
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: "email_taken",
  EMAIL_PASSWORD_SIGN_UP_DISABLED: "registration_disabled",
  INVALID_OTP: "invalid_code",
  OTP_EXPIRED: "invalid_code",
  TOO_MANY_ATTEMPTS: "rate_limited",
  INVALID_PASSWORD: "wrong_current_password",
  CREDENTIAL_ACCOUNT_NOT_FOUND: "invalid_credentials",
};

export function mapAuthError(error: unknown, fallback: ErrorCode): AppError {
  if (error instanceof AppError) return error;
  if (isAPIError(error)) {
    const code = (error.body as { code?: string } | undefined)?.code;
    if (code && mapped[code]) return new AppError(mapped[code]);
  }
  return new AppError(fallback);
}

/** Runs a better-auth call, turning its failures into AppErrors. */
export async function callAuth<T>(fallback: ErrorCode, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw mapAuthError(error, fallback);
  }
}
