import { z } from "@hono/zod-openapi";

export const errorResponseSchema = z
  .object({ error: z.object({ code: z.string(), message: z.string(), details: z.unknown().optional() }) })
  .openapi("Error");

export const errorResponse = (description: string) => ({
  content: { "application/json": { schema: errorResponseSchema } },
  description,
});
