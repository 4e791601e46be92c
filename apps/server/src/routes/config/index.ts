import { createRoute, z } from "@hono/zod-openapi";
import { createRouter } from "../../http/create-router";
import type { ApiContext } from "../../server-context";

const publicConfigSchema = z
  .object({
    sisterApps: z.array(
      z.object({
        name: z.string(),
        url: z.string(),
        description: z.object({ tr: z.string(), en: z.string() }),
      }),
    ),
    contact: z.object({ email: z.string(), phones: z.array(z.string()) }),
    botCheck: z.object({ provider: z.enum(["altcha", "turnstile"]), siteKey: z.string().nullable() }),
    environment: z.enum(["development", "production", "test"]),
  })
  .openapi("PublicConfig");

const configRoute = createRoute({
  method: "get",
  path: "/api/config",
  tags: ["system"],
  summary: "The configuration the browser may see (an explicit allowlist: no secrets)",
  responses: {
    200: {
      content: { "application/json": { schema: publicConfigSchema } },
      description: "Public configuration",
    },
  },
});

export function configRoutes(context: ApiContext) {
  const { env } = context;
  const body = {
    sisterApps: env.SISTER_APPS,
    contact: { email: env.CONTACT_EMAIL, phones: env.CONTACT_PHONES.split(",").map((phone) => phone.trim()) },
    botCheck: env.TURNSTILE_SECRET_KEY
      ? { provider: "turnstile" as const, siteKey: env.TURNSTILE_SITE_KEY ?? null }
      : { provider: "altcha" as const, siteKey: null },
    environment: env.NODE_ENV,
  };
  return createRouter().openapi(configRoute, (c) => c.json(body, 200));
}
