import { mailsSent } from "../metrics/metrics";
import type { ServerContext } from "../server-context";
import type { Mailer } from "./mailer";
import { createOutboxMailer } from "./outbox-mailer";
import { createSmtpMailer } from "./smtp-mailer";

const mailers = new WeakMap<ServerContext["database"], Mailer>();

/** One mailer per process (per database handle): SMTP when SMTP_URL is set, else the outbox. */
export function getMailer(context: Pick<ServerContext, "env" | "database" | "logger">): Mailer {
  const existing = mailers.get(context.database);
  if (existing) return existing;
  const { env } = context;
  const transport = env.SMTP_URL
    ? createSmtpMailer(env.SMTP_URL, env.MAIL_FROM)
    : createOutboxMailer(context.database, context.logger);
  const mailer: Mailer = {
    kind: transport.kind,
    async send(message) {
      try {
        await transport.send(message);
        mailsSent.inc({ outcome: "sent" });
      } catch (error) {
        mailsSent.inc({ outcome: "failed" });
        throw error;
      }
    },
  };
  mailers.set(context.database, mailer);
  return mailer;
}
