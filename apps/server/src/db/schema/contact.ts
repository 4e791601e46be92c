import { index, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Spec §3 Contact message, from the public contact form. */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    category: text("category").notNull(),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    language: text("language", { enum: ["tr", "en"] }).notNull(),
    userId: text("user_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("contact_messages_created_idx").on(table.createdAt)],
);
