import { createRoute, z } from "@hono/zod-openapi";
import { lookupCountry } from "../../geo/lookup-country";
import { clientIp } from "../../http/client-ip";
import { createRouter } from "../../http/create-router";
import type { ApiContext } from "../../server-context";

const localeRoute = createRoute({
  method: "get",
  path: "/api/locale",
  tags: ["system"],
  summary:
    "Suggested interface language from the visitor's country (Turkey → tr, another country → en, unknown → tr as at /)",
  responses: {
    200: {
      content: {
        "application/json": {
          schema: z.object({ language: z.enum(["tr", "en"]), country: z.string().nullable() }),
        },
      },
      description: "The suggestion; the browser keeps a stored preference over it",
    },
  },
});

export function localeRoutes(context: ApiContext) {
  return createRouter().openapi(localeRoute, async (c) => {
    const country = await lookupCountry(clientIp(c, context.env.TRUST_PROXY));
    c.header("Cache-Control", "private, max-age=3600");
    // An address with no known country (a private network, a proxy not trusted) gets the product's
    // default language, the one the pre-rendered / shows: the suggestion and the page agree.
    const language = country === null || country === "TR" ? ("tr" as const) : ("en" as const);
    return c.json({ language, country }, 200);
  });
}
