import { index, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { sites } from "./sites";

/**
 * One Google account per user (issue 16). Tokens are only ever stored sealed (crypto/seal-secret.ts,
 * context `google:<userId>:<kind>`): the database never holds a token in clear.
 */
export const googleConnections = pgTable("google_connections", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  accessTokenSealed: text("access_token_sealed").notNull(),
  refreshTokenSealed: text("refresh_token_sealed"),
  accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }).notNull(),
  /** Scopes the user actually granted (granular consent may drop one). */
  scopes: jsonb("scopes").$type<string[]>().notNull(),
  status: text("status", { enum: ["connected", "expired"] }).notNull(),
  /** When the reconnect notification went out; cleared on reconnect, so it is sent once per expiry. */
  expiryNotifiedAt: timestamp("expiry_notified_at", { withTimezone: true }),
  connectedAt: timestamp("connected_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** One pending consent: the state parameter and its PKCE verifier, valid for a few minutes. */
export const googleOauthStates = pgTable("google_oauth_states", {
  state: text("state").primaryKey(),
  userId: text("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  codeVerifierSealed: text("code_verifier_sealed").notNull(),
  returnPath: text("return_path").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});

/** The Search Console and GA4 properties chosen for a site. */
export const siteGoogleProperties = pgTable("site_google_properties", {
  siteId: text("site_id")
    .primaryKey()
    .references(() => sites.id, { onDelete: "cascade" }),
  userId: text("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  searchConsoleSiteUrl: text("search_console_site_url"),
  ga4Property: text("ga4_property"),
  ga4PropertyName: text("ga4_property_name"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The last fetched report per site and source, refreshed daily by the refresh-google-data job:
 * panels read this, never Google, on a page view. `problem` records why the last refresh failed.
 */
export const googleSiteData = pgTable(
  "google_site_data",
  {
    siteId: text("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    source: text("source", { enum: ["search_console", "ga4"] }).notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    property: text("property").notNull(),
    data: jsonb("data").$type<unknown>(),
    problem: text("problem"),
    fetchedAt: timestamp("fetched_at", { withTimezone: true }),
    attemptedAt: timestamp("attempted_at", { withTimezone: true }).notNull().defaultNow(),
    /** After a failed refresh: about when its job tries again (null: at the daily refresh). */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.siteId, table.source] }),
    index("google_site_data_user_idx").on(table.userId),
  ],
);
