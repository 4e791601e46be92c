import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * One row per one-time code attempt that failed (and, briefly, per attempt in flight), so failures are
 * counted per account and per IP over a rolling window whatever code they were aimed at (issue 10, item 2).
 */
export const codeFailures = pgTable(
  "code_failures",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    ip: text("ip").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("code_failures_email_created_idx").on(table.email, table.createdAt),
    index("code_failures_ip_created_idx").on(table.ip, table.createdAt),
  ],
);
