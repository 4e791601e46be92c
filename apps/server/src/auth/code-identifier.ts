import type { CodeType } from "@sitelens/shared";

/** The spec's code types on better-auth's email-OTP types. */
export const OTP_TYPE = { signup: "email-verification", password_reset: "forget-password" } as const;

/** The key better-auth's email-OTP plugin files a code under in the verifications table. */
export function codeIdentifier(type: CodeType, email: string): string {
  return `${OTP_TYPE[type]}-otp-${email}`;
}
