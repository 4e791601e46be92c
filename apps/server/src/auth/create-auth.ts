import { createHmac } from "node:crypto";
import { CODE_LENGTH, CODE_MAX_ATTEMPTS, CODE_TTL_SECONDS, PASSWORD_MIN_LENGTH } from "@sitelens/shared";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { emailOTP } from "better-auth/plugins";
import type { Database } from "../db/database";
import { accounts, sessions, users, verifications } from "../db/schema";
import { hashPassword, verifyPassword } from "./hash-password";

export interface AuthOptions {
  database: Database;
  secret: string;
  baseUrl: string | undefined;
  /** This process's own address, e.g. http://localhost:3000. */
  localOrigin: string;
  secureCookies: boolean;
}

/**
 * Flows that need a bot check, rate limits, deleted-account checks or our error format run
 * through routes/auth, which calls these endpoints server-side; their raw HTTP paths are closed.
 */
const WRAPPED_PATHS = [
  "/sign-up/email",
  "/sign-in/email",
  "/sign-in/email-otp",
  "/email-otp/send-verification-otp",
  "/email-otp/check-verification-otp",
  "/email-otp/verify-email",
  "/email-otp/request-password-reset",
  "/email-otp/reset-password",
  "/email-otp/request-email-change",
  "/email-otp/change-email",
  "/forget-password/email-otp",
  "/request-password-reset",
  "/reset-password",
  "/send-verification-email",
  "/verify-email",
  "/change-email",
  "/change-password",
  // Checks the current password: unthrottled there, so closed (our password route is rate-limited).
  "/verify-password",
  "/update-user",
  "/delete-user",
];

/** better-auth mounted at /api/auth, storing its data through Drizzle in our own tables. */
export function createAuth(options: AuthOptions) {
  return betterAuth({
    appName: "Sitelens",
    basePath: "/api/auth",
    // Never a wildcard host (decision 166): it made every Host and callbackURL trusted. PUBLIC_URL is
    // required in production; without it (development, tests) this process's own address is the base.
    baseURL: options.baseUrl ?? options.localOrigin,
    secret: options.secret,
    // Our CSRF middleware already refuses cross-origin writes; here the request's own origin is trusted.
    trustedOrigins: (request) => (request ? [new URL(request.url).origin] : []),
    database: drizzleAdapter(options.database.db, {
      provider: "pg",
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
    }),
    disabledPaths: WRAPPED_PATHS,
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      requireEmailVerification: true,
      revokeSessionsOnPasswordReset: true,
      password: { hash: hashPassword, verify: verifyPassword },
    },
    emailVerification: { autoSignInAfterVerification: true },
    user: {
      additionalFields: {
        phone: { type: "string", required: false },
        language: { type: "string", required: false },
        trialEndsAt: { type: "date", required: false, input: false },
      },
    },
    plugins: [
      emailOTP({
        otpLength: CODE_LENGTH,
        expiresIn: CODE_TTL_SECONDS,
        allowedAttempts: CODE_MAX_ATTEMPTS,
        // Keyed hash: a leaked table does not reveal 4-digit codes by hashing all 10 000 of them.
        storeOTP: {
          hash: async (otp) => createHmac("sha256", options.secret).update(otp).digest("base64url"),
        },
        sendVerificationOTP: async () => {
          throw new Error("codes are created and e-mailed by auth/send-code.ts");
        },
      }),
    ],
    advanced: {
      useSecureCookies: options.secureCookies,
      cookiePrefix: "sitelens",
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure: options.secureCookies },
    },
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;
