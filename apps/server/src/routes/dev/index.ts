import { createRoute, z } from "@hono/zod-openapi";
import { desc, eq } from "drizzle-orm";
import { mailOutbox } from "../../db/schema";
import { createRouter } from "../../http/create-router";
import type { ApiContext } from "../../server-context";

const outboxRoute = createRoute({
  method: "get",
  path: "/api/dev/outbox",
  tags: ["dev"],
  summary: "E-mails stored by the outbox adapter, newest first (only with DEV_MAILBOX=true)",
  request: { query: z.object({ to: z.string().max(254).optional() }) },
  responses: {
    200: {
      content: {
        "application/json": {
          schema: z.object({
            messages: z.array(
              z.object({
                id: z.string(),
                to: z.string(),
                subject: z.string(),
                text: z.string(),
                html: z.string(),
                createdAt: z.string(),
              }),
            ),
          }),
        },
      },
      description: "Stored messages",
    },
  },
});

/** Only mounted with DEV_MAILBOX=true, which the env module refuses in production and on https (create-app.ts). */
export function devRoutes(context: ApiContext) {
  return createRouter().openapi(outboxRoute, async (c) => {
    const { to } = c.req.valid("query");
    const rows = await context.database.db
      .select()
      .from(mailOutbox)
      .where(to ? eq(mailOutbox.to, to.trim().toLowerCase()) : undefined)
      .orderBy(desc(mailOutbox.createdAt))
      .limit(50);
    return c.json({ messages: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })) }, 200);
  });
}
