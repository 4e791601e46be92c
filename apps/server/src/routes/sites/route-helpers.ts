import { z } from "@hono/zod-openapi";
import type { ZodType } from "zod";

export const json = <T extends ZodType>(schema: T, description: string) => ({
  content: { "application/json": { schema } },
  description,
});
export const jsonBody = <T extends ZodType>(schema: T) => ({
  body: { content: { "application/json": { schema } }, required: true as const },
});
export const siteIdParam = z.object({ id: z.string().min(1).max(100) });
export const ok = json(z.object({ ok: z.literal(true) }), "Done");
