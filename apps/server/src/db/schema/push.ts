import { index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { sessions, users } from "./auth";

/** Web Push subscriptions, one per browser that allowed notifications; the push service answers 404/410 once one expires. */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    endpoint: text("endpoint").notNull().unique(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    /** The sign-in that subscribed: signing out (or revoking the session) removes this device's subscription. */
    sessionId: text("session_id").references(() => sessions.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("push_subscriptions_user_idx").on(table.userId)],
);
