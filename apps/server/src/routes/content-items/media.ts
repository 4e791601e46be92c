import { createRoute, z } from "@hono/zod-openapi";
import { requireActiveUser } from "../../account/require-active-user";
import { limitUploads } from "../../content-media/limit-uploads";
import { storeImage } from "../../content-media/store-image";
import { AppError } from "../../errors/app-error";
import { createRouter } from "../../http/create-router";
import { errorResponse } from "../../http/error-response";
import { requireFeatureAccess } from "../../plans-limits/require-feature-access";
import { createMediaStorage } from "../../providers/media-storage/create-media-storage";
import type { ApiContext } from "../../server-context";
import { json } from "../sites/route-helpers";
import { mediaIdParams } from "./index";

export const MEDIA_UPLOAD_PATH = "/api/content-media";

const uploaded = z.object({
  id: z.string(),
  width: z.number(),
  height: z.number(),
  variants: z.array(z.object({ width: z.number(), height: z.number(), url: z.string() })),
});
const uploadRoute = createRoute({
  method: "post",
  path: MEDIA_UPLOAD_PATH,
  tags: ["content-items"],
  summary: "Upload a WebP, JPG or PNG image (checked by content); stored as WebP variants",
  request: {
    body: {
      content: { "multipart/form-data": { schema: z.object({ file: z.any() }) } },
      required: true,
    },
  },
  responses: {
    201: json(uploaded, "Stored variants"),
    413: errorResponse("media_too_large"),
    415: errorResponse("media_type_refused"),
    429: errorResponse("rate_limited"),
  },
});
const fileRoute = createRoute({
  method: "get",
  path: `${MEDIA_UPLOAD_PATH}/{id}/{file}`,
  tags: ["content-items"],
  summary: "One of the signed-in user's image variants",
  request: { params: mediaIdParams },
  responses: {
    200: { content: { "image/webp": { schema: z.string() } }, description: "The image" },
    404: errorResponse("Not one of yours"),
  },
});

/** Images for content items: kept under the uploader's id, so only they can read them back. */
export function contentMediaRoutes(context: ApiContext) {
  const router = createRouter();
  const storage = createMediaStorage(context.env);
  router.openapi(uploadRoute, async (c) => {
    const user = await requireActiveUser(c, context);
    await requireFeatureAccess(context.database, user.id);
    await limitUploads(context.database, user.id);
    const form = await c.req.parseBody();
    const file = form.file;
    if (!(file instanceof File)) throw new AppError("media_type_refused");
    const image = await storeImage(storage, user.id, new Uint8Array(await file.arrayBuffer()));
    const variants = image.variants.map(({ width, height }) => ({
      width,
      height,
      url: `${MEDIA_UPLOAD_PATH}/${image.id}/${width}.webp`,
    }));
    return c.json({ id: image.id, width: image.width, height: image.height, variants }, 201);
  });
  router.openapi(fileRoute, async (c) => {
    const user = await requireActiveUser(c, context);
    const { id, file } = c.req.valid("param");
    const bytes = await storage.get(`${user.id}/${id}/${file}`);
    if (!bytes) throw new AppError("not_found");
    return new Response(bytes, {
      headers: {
        "content-type": "image/webp",
        "cache-control": "private, max-age=31536000, immutable",
        "x-content-type-options": "nosniff",
      },
    }) as never;
  });
  return router;
}
