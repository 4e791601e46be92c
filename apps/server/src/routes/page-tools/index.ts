import { createRoute } from "@hono/zod-openapi";
import {
  appliedMetaSchema,
  applyMetaRequestSchema,
  metaTagRequestSchema,
  metaTagResultSchema,
  schemaRequestSchema,
  schemaResultSchema,
  schemaValidationSchema,
  validateSchemaRequestSchema,
} from "@sitelens/shared";
import { requireActiveUser } from "../../account/require-active-user";
import { createRouter } from "../../http/create-router";
import { errorResponse } from "../../http/error-response";
import { applyMetaTags } from "../../page-tools/apply-meta-tags";
import { generateMetaTags } from "../../page-tools/generate-meta-tags";
import { generateSchema } from "../../page-tools/generate-schema";
import { localizeValidation } from "../../page-tools/localize-validation";
import { requireFeatureAccess } from "../../plans-limits/require-feature-access";
import type { ApiContext } from "../../server-context";
import { json, jsonBody } from "../sites/route-helpers";

const tags = ["page-tools"];
const toolErrors = {
  400: errorResponse("page_outside_site or validation_failed"),
  403: errorResponse("feature_locked"),
  404: errorResponse("Not one of your sites"),
  429: errorResponse("quota_exceeded (AI generations)"),
  502: errorResponse("page_fetch_failed"),
};

const metaRoute = createRoute({
  method: "post",
  path: "/api/page-tools/meta-tags",
  tags,
  summary:
    "Meta title, description and keyword candidates for a page of the site (extractive, plus AI when configured)",
  request: jsonBody(metaTagRequestSchema),
  responses: { 200: json(metaTagResultSchema, "Candidates"), ...toolErrors },
});
const applyRoute = createRoute({
  method: "post",
  path: "/api/page-tools/meta-tags/apply",
  tags,
  summary: "Store the chosen title and description on the site's pages table as the suggested fix",
  request: jsonBody(applyMetaRequestSchema),
  responses: { 200: json(appliedMetaSchema, "Applied"), ...toolErrors },
});

const schemaRoute = createRoute({
  method: "post",
  path: "/api/page-tools/schema",
  tags,
  summary:
    "A validated schema.org JSON-LD block for a page of the site (form prefilled from the page, AI fills descriptions)",
  request: jsonBody(schemaRequestSchema),
  responses: { 200: json(schemaResultSchema, "Schema"), ...toolErrors },
});
const validateRoute = createRoute({
  method: "post",
  path: "/api/page-tools/schema/validate",
  tags,
  summary: "Validate a JSON-LD block with the analysis' structured-data checks",
  request: jsonBody(validateSchemaRequestSchema),
  responses: { 200: json(schemaValidationSchema, "Validation"), 403: errorResponse("feature_locked") },
});

export function pageToolRoutes(context: ApiContext) {
  const router = createRouter();
  router.openapi(metaRoute, async (c) => {
    const user = await requireActiveUser(c, context);
    await requireFeatureAccess(context.database, user.id);
    return c.json(await generateMetaTags(context, user.id, c.req.valid("json"), c.get("language")), 200);
  });
  router.openapi(applyRoute, async (c) => {
    const user = await requireActiveUser(c, context);
    await requireFeatureAccess(context.database, user.id);
    return c.json(await applyMetaTags(context.database, user.id, c.req.valid("json")), 200);
  });
  router.openapi(schemaRoute, async (c) => {
    const user = await requireActiveUser(c, context);
    await requireFeatureAccess(context.database, user.id);
    return c.json(await generateSchema(context, user.id, c.req.valid("json"), c.get("language")), 200);
  });
  router.openapi(validateRoute, async (c) => {
    const user = await requireActiveUser(c, context);
    await requireFeatureAccess(context.database, user.id);
    return c.json(localizeValidation(c.req.valid("json").jsonLd, c.get("language")), 200);
  });
  return router;
}
