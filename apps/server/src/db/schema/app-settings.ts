import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Values generated once per installation and shared by every process (e.g. the auth secret). */
export const appSettings = pgTable("app_settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
