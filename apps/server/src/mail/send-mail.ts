import type { Language } from "../http/language";
import type { ServerContext } from "../server-context";
import { getMailer } from "./get-mailer";
import { type MailTemplate, renderMail } from "./render-mail";

/** Renders a template in the recipient's language and delivers it now; failures throw to the caller. */
export async function sendMail(
  context: Pick<ServerContext, "env" | "database" | "logger">,
  to: string,
  template: MailTemplate,
  language: Language,
): Promise<void> {
  await getMailer(context).send({ to, ...renderMail(template, language) });
}
