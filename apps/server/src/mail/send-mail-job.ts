import { z } from "zod";
import { defineJob } from "../jobs/define-job";
import { sendMail } from "./send-mail";

const templateSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("welcome"), name: z.string() }),
  z.object({ kind: z.literal("test") }),
]);

/**
 * E-mails nobody waits for (welcome) go through the queue so a mail server hiccup is retried.
 * Code e-mails are sent inline instead: the user is waiting and must see a failure at once.
 */
export const sendMailJob = defineJob({
  name: "send-mail",
  payload: z.object({ to: z.email(), language: z.enum(["tr", "en"]), template: templateSchema }),
  options: { retryLimit: 5, retryDelaySeconds: 30, expireInSeconds: 120, concurrency: 2 },
  async handle(payload, context) {
    await sendMail(context, payload.to, payload.template, payload.language);
  },
});
