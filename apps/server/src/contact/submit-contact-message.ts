import { randomUUID } from "node:crypto";
import { contactMessages } from "../db/schema";
import { AppError } from "../errors/app-error";
import type { Language } from "../http/language";
import { sendMail } from "../mail/send-mail";
import type { ServerContext } from "../server-context";

export interface ContactInput {
  name: string;
  email: string;
  category: string;
  subject: string;
  message: string;
}

/** Stores the message first (nothing is lost if mail fails), then e-mails support and the visitor. */
export async function submitContactMessage(
  context: Pick<ServerContext, "env" | "database" | "logger">,
  input: ContactInput,
  language: Language,
): Promise<{ id: string }> {
  const id = randomUUID();
  await context.database.db.insert(contactMessages).values({ id, ...input, language });
  try {
    await sendMail(context, context.env.CONTACT_EMAIL, { kind: "contact-received", ...input }, language);
    await sendMail(
      context,
      input.email,
      { kind: "contact-confirmation", name: input.name, subject: input.subject },
      language,
    );
  } catch (error) {
    context.logger.error({ err: error, contactMessageId: id }, "contact e-mail failed");
    throw new AppError("contact_send_failed");
  }
  return { id };
}
