import { createRoute, z } from "@hono/zod-openapi";
import {
  aiContentRequestSchema,
  contentDraftSchema,
  createDraftRequestSchema,
  draftListQuerySchema,
  saveDraftRequestSchema,
} from "@sitelens/shared";
import { requireActiveUser } from "../../account/require-active-user";
import { createDraft } from "../../content-drafts/create-draft";
import { draftToApi } from "../../content-drafts/draft-to-api";
import { findOwnedDraft } from "../../content-drafts/find-owned-draft";
import { listDrafts } from "../../content-drafts/list-drafts";
import { saveDraft } from "../../content-drafts/save-draft";
import { streamAiContent } from "../../content-drafts/stream-ai-content";
import { listItemRetries } from "../../distribution/list-item-retries";
import { createRouter } from "../../http/create-router";
import { errorResponse } from "../../http/error-response";
import { requireFeatureAccess } from "../../plans-limits/require-feature-access";
import type { ApiContext } from "../../server-context";
import { siteIdParam as idParam, json, jsonBody } from "../sites/route-helpers";

const tags = ["content-drafts"];
const gate = { 403: errorResponse("feature_locked"), 404: errorResponse("Not one of yours") };

const listRoute = createRoute({
  method: "get",
  path: "/api/content-drafts",
  tags,
  summary: "The user's content editor drafts for a site, last edited first",
  request: { query: draftListQuerySchema },
  responses: { 200: json(z.object({ drafts: z.array(contentDraftSchema) }), "Drafts"), ...gate },
});
const createDraftRoute = createRoute({
  method: "post",
  path: "/api/content-drafts",
  tags,
  summary: "Start a new draft for a site",
  request: jsonBody(createDraftRequestSchema),
  responses: { 201: json(contentDraftSchema, "Draft"), ...gate },
});
const getRoute = createRoute({
  method: "get",
  path: "/api/content-drafts/{id}",
  tags,
  summary: "One draft",
  request: { params: idParam },
  responses: { 200: json(contentDraftSchema, "Draft"), ...gate },
});
const saveRoute = createRoute({
  method: "put",
  path: "/api/content-drafts/{id}",
  tags,
  summary:
    "Autosave: stores the draft if it is still at baseVersion; otherwise draft_conflict with the stored one",
  request: { params: idParam, ...jsonBody(saveDraftRequestSchema) },
  responses: { 200: json(contentDraftSchema, "Saved"), 409: errorResponse("draft_conflict"), ...gate },
});
const aiRoute = createRoute({
  method: "post",
  path: "/api/content-drafts/ai",
  tags,
  summary:
    "Improve, shorten, expand, make citable or translate text; streamed as plain text (one AI generation)",
  request: jsonBody(aiContentRequestSchema),
  responses: {
    200: { content: { "text/plain": { schema: z.string() } }, description: "The new text, streamed" },
    429: errorResponse("quota_exceeded"),
    502: errorResponse("generation_failed"),
    503: errorResponse("ai_unavailable (no provider configured)"),
    ...gate,
  },
});

export function contentDraftRoutes(context: ApiContext) {
  const router = createRouter();
  const gated = async (c: Parameters<typeof requireActiveUser>[0]) => {
    const user = await requireActiveUser(c, context);
    await requireFeatureAccess(context.database, user.id);
    return user;
  };
  router.openapi(listRoute, async (c) => {
    const user = await gated(c);
    return c.json({ drafts: await listDrafts(context.database, user.id, c.req.valid("query").siteId) }, 200);
  });
  router.openapi(createDraftRoute, async (c) => {
    const user = await gated(c);
    return c.json(await createDraft(context.database, user.id, c.req.valid("json")), 201);
  });
  router.openapi(aiRoute, async (c) => {
    const user = await gated(c);
    const stream = await streamAiContent(context, user.id, c.req.valid("json"), c.req.raw.signal);
    return new Response(stream, {
      status: 200,
      headers: {
        "content-type": "text/plain; charset=utf-8",
        "cache-control": "no-store",
        "x-accel-buffering": "no",
      },
    }) as never;
  });
  router.openapi(getRoute, async (c) => {
    const user = await gated(c);
    const row = await findOwnedDraft(context.database, user.id, c.req.valid("param").id);
    const retries = await listItemRetries(context.database, user.id, [row.id]);
    return c.json({ ...draftToApi(row), retrying: retries.get(row.id) ?? null }, 200);
  });
  router.openapi(saveRoute, async (c) => {
    const user = await gated(c);
    return c.json(
      await saveDraft(context.database, user.id, c.req.valid("param").id, c.req.valid("json")),
      200,
    );
  });
  return router;
}
