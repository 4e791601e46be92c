import type { Context } from "hono";
import { requireActiveUser } from "../../account/require-active-user";
import { iyzicoCardUpdatePage } from "../../billing/iyzico/iyzico-card-update-page";
import { iyzicoFormPage } from "../../billing/iyzico/iyzico-form-page";
import { limitProviderCalls } from "../../billing/limit-provider-calls";
import { createRouter } from "../../http/create-router";
import type { ApiContext } from "../../server-context";

const page = (c: Context, rendered: { html: string; csp: string }) =>
  c.html(rendered.html, 200, {
    "content-security-policy": rendered.csp,
    "cache-control": "private, no-store",
  });

/** Pages around iyzico's embeddable forms (decision 159): subscription checkout and card update. */
export function iyzicoFormRoutes(context: ApiContext) {
  const router = createRouter();
  router.get("/api/billing/payments/:id/iyzico-form", async (c) => {
    const user = await requireActiveUser(c, context);
    const rendered = await iyzicoFormPage(context.database, user.id, c.req.param("id").slice(0, 100), {
      language: c.get("language"),
      iyzicoOrigin: new URL(context.env.IYZICO_BASE_URL).origin,
    });
    return page(c, rendered);
  });
  router.get("/api/billing/iyzico-card-form", async (c) => {
    const user = await requireActiveUser(c, context);
    await limitProviderCalls(context.database, user.id);
    const base = context.env.PUBLIC_URL ?? new URL(c.req.url).origin;
    return page(c, await iyzicoCardUpdatePage(context, user.id, { language: c.get("language"), base }));
  });
  return router;
}
