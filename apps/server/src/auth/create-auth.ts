import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import type { Database } from "../db/database";
import { accounts, sessions, users, verifications } from "../db/schema";

export interface AuthOptions {
  database: Database;
  secret: string;
  baseUrl: string | undefined;
  secureCookies: boolean;
}

/** better-auth mounted at /api/auth, storing its data through Drizzle in our own tables. */
export function createAuth(options: AuthOptions) {
  return betterAuth({
    appName: "Sitelens",
    basePath: "/api/auth",
    baseURL: options.baseUrl,
    secret: options.secret,
    // Our CSRF middleware already refuses cross-origin writes; here the request's own origin is trusted.
    trustedOrigins: (request) => (request ? [new URL(request.url).origin] : []),
    database: drizzleAdapter(options.database.db, {
      provider: "pg",
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
    }),
    emailAndPassword: { enabled: true, minPasswordLength: 6 },
    advanced: {
      useSecureCookies: options.secureCookies,
      cookiePrefix: "sitelens",
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure: options.secureCookies },
    },
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;
