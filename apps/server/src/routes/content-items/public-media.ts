import { createRoute, z } from "@hono/zod-openapi";
import { PUBLIC_MEDIA_PATH } from "../../content-media/media-signature";
import { verifyMediaUrl } from "../../content-media/verify-media-url";
import { AppError } from "../../errors/app-error";
import { createRouter } from "../../http/create-router";
import { errorResponse } from "../../http/error-response";
import { createMediaStorage } from "../../providers/media-storage/create-media-storage";
import type { ApiContext } from "../../server-context";
import { mediaIdParams } from "./index";

const publicFileRoute = createRoute({
  method: "get",
  path: `${PUBLIC_MEDIA_PATH}/{owner}/{id}/{file}`,
  tags: ["content-items"],
  summary: "An image a channel (Buffer) fetches by a signed, expiring link; no sign-in",
  request: {
    // The owner is a user id: never a path segment such as "..", whatever the signature says.
    params: mediaIdParams.extend({ owner: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/) }),
    query: z.object({
      expires: z.coerce.number().int(),
      signature: z.string().min(1).max(100),
    }),
  },
  responses: {
    200: { content: { "image/webp": { schema: z.string() } }, description: "The image" },
    403: errorResponse("forbidden (a tampered or expired link)"),
    404: errorResponse("not_found"),
  },
});

/** The one unauthenticated way to an uploaded image: a link signed for that file (decision 151). */
export function publicMediaRoutes(context: ApiContext) {
  const router = createRouter();
  const storage = createMediaStorage(context.env);
  router.openapi(publicFileRoute, async (c) => {
    const { owner, id, file } = c.req.valid("param");
    const { expires, signature } = c.req.valid("query");
    const key = `${owner}/${id}/${file}`;
    if (!(await verifyMediaUrl(context, key, expires, signature))) throw new AppError("forbidden");
    const bytes = await storage.get(key);
    if (!bytes) throw new AppError("not_found");
    return new Response(bytes, {
      headers: {
        "content-type": "image/webp",
        "cache-control": "public, max-age=86400",
        "x-content-type-options": "nosniff",
      },
    }) as never;
  });
  return router;
}
