import { randomUUID } from "node:crypto";
import type { Database } from "../db/database";
import { mailOutbox } from "../db/schema";
import type { Logger } from "../lib/logger";
import type { Mailer } from "./mailer";

/**
 * Without SMTP the message is stored (readable at /dev/mailbox only with DEV_MAILBOX=true) and its
 * recipient and subject logged. Bodies are never logged: they carry one-time codes, and logs travel further.
 */
export function createOutboxMailer(database: Database, logger: Logger): Mailer {
  return {
    kind: "outbox",
    async send({ headers: _headers, ...message }) {
      await database.db.insert(mailOutbox).values({ id: randomUUID(), ...message });
      const logged = { to: message.to, subject: message.subject };
      logger.info({ mail: logged }, "e-mail stored in the outbox (SMTP_URL not set)");
    },
  };
}
