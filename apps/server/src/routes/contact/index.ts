import { createRoute, z } from "@hono/zod-openapi";
import { requireBotCheck } from "../../bot-check/require-bot-check";
import { CONTACT_CATEGORIES } from "../../contact/contact-categories";
import { submitContactMessage } from "../../contact/submit-contact-message";
import { AppError } from "../../errors/app-error";
import { clientIp } from "../../http/client-ip";
import { createRouter } from "../../http/create-router";
import { errorResponse } from "../../http/error-response";
import { enforceRateLimits } from "../../rate-limit/enforce-rate-limits";
import type { ApiContext } from "../../server-context";

// Empty fields pass the schema on purpose: the handler answers them with the form's own message.
const bodySchema = z
  .object({
    name: z.string().max(120),
    email: z.string().max(254),
    category: z.string().max(40),
    subject: z.string().max(200),
    message: z.string().max(5000),
    botToken: z.string().max(10_000),
  })
  .openapi("ContactMessageInput");

const HOUR = 60 * 60;

const contactRoute = createRoute({
  method: "post",
  path: "/api/contact",
  tags: ["contact"],
  summary: "Send a message to support; the visitor gets a confirmation e-mail",
  request: { body: { content: { "application/json": { schema: bodySchema } }, required: true } },
  responses: {
    200: {
      content: { "application/json": { schema: z.object({ id: z.string() }) } },
      description: "Stored and e-mailed",
    },
    400: errorResponse("Missing fields, invalid e-mail or failed bot check"),
    429: errorResponse("Too many messages"),
  },
});

export function contactRoutes(context: ApiContext) {
  return createRouter().openapi(contactRoute, async (c) => {
    const { botToken, ...raw } = c.req.valid("json");
    const input = Object.fromEntries(
      Object.entries(raw).map(([key, value]) => [key, value.trim()]),
    ) as typeof raw;
    if (Object.values(input).some((value) => value === "")) throw new AppError("contact_fields_required");
    const email = z.email().safeParse(input.email);
    const category = z.enum(CONTACT_CATEGORIES).safeParse(input.category);
    if (!email.success || !category.success)
      throw new AppError("validation_failed", undefined, {
        fields: [...(email.success ? [] : ["email"]), ...(category.success ? [] : ["category"])],
      });
    const ip = clientIp(c, context.env.TRUST_PROXY);
    await enforceRateLimits(context.database, [
      { key: `contact:ip:${ip ?? "unknown"}`, max: 5, windowSeconds: HOUR },
      { key: `contact:email:${input.email.toLowerCase()}`, max: 3, windowSeconds: HOUR },
    ]);
    await requireBotCheck(context, botToken, ip);
    return c.json(await submitContactMessage(context, input, c.get("language")), 200);
  });
}
