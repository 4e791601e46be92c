import { AppError } from "../errors/app-error";
import type { Language } from "../http/language";
import { sendMail } from "../mail/send-mail";
import type { ServerContext } from "../server-context";

/** Sent inline so the settings screen can say at once whether delivery works. */
export async function sendTestEmail(
  context: Pick<ServerContext, "env" | "database" | "logger">,
  email: string,
  language: Language,
): Promise<void> {
  try {
    await sendMail(context, email, { kind: "test" }, language);
  } catch (error) {
    context.logger.error({ err: error }, "test e-mail failed");
    throw new AppError("test_email_failed");
  }
}
