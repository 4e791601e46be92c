import { requireActiveUser } from "../../account/require-active-user";
import { iyzicoFormPage } from "../../billing/iyzico/iyzico-form-page";
import { createRouter } from "../../http/create-router";
import type { ApiContext } from "../../server-context";

/** iyzico's embedded subscription form for one of the user's pending payments (decision 159). */
export function iyzicoFormRoutes(context: ApiContext) {
  const router = createRouter();
  router.get("/api/billing/payments/:id/iyzico-form", async (c) => {
    const user = await requireActiveUser(c, context);
    const id = c.req.param("id").slice(0, 100);
    const page = await iyzicoFormPage(context.database, user.id, id, {
      language: c.get("language"),
      iyzicoOrigin: new URL(context.env.IYZICO_BASE_URL).origin,
    });
    return c.html(page.html, 200, {
      "content-security-policy": page.csp,
      "cache-control": "private, no-store",
    });
  });
  return router;
}
