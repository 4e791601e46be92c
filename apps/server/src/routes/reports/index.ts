import { createRoute, z } from "@hono/zod-openapi";
import { requireActiveUser } from "../../account/require-active-user";
import { createRouter } from "../../http/create-router";
import { errorResponse } from "../../http/error-response";
import { requireFeatureAccess } from "../../plans-limits/require-feature-access";
import { buildSiteReport } from "../../reports/build-site-report";
import type { ApiContext } from "../../server-context";
import { siteIdParam } from "../sites/route-helpers";

const reportRoute = createRoute({
  method: "get",
  path: "/api/sites/{id}/report.pdf",
  tags: ["sites"],
  summary: "The site's multi-page PDF report in Turkish or English",
  request: { params: siteIdParam, query: z.object({ lang: z.enum(["tr", "en"]).optional() }) },
  responses: {
    200: {
      content: { "application/pdf": { schema: z.string().openapi({ format: "binary" }) } },
      description: "PDF",
    },
    403: errorResponse("feature_locked"),
    429: errorResponse("quota_exceeded"),
    404: errorResponse("Not one of yours"),
    500: errorResponse("pdf_failed"),
  },
});

export function reportRoutes(context: ApiContext) {
  return createRouter().openapi(reportRoute, async (c) => {
    const user = await requireActiveUser(c, context);
    await requireFeatureAccess(context.database, user.id);
    const language = c.req.valid("query").lang ?? c.get("language");
    const { pdf, fileName } = await buildSiteReport(
      { database: context.database, logger: c.get("logger") },
      user.id,
      c.req.valid("param").id,
      language,
      context.env,
    );
    return c.body(new Uint8Array(pdf), 200, {
      "content-type": "application/pdf",
      "content-disposition": `attachment; filename="${fileName}"`,
      "cache-control": "private, no-store",
    });
  });
}
