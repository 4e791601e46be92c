import { randomUUID } from "node:crypto";
import type { Database } from "../db/database";
import { mailOutbox } from "../db/schema";
import type { Logger } from "../lib/logger";
import type { Mailer } from "./mailer";

/**
 * Without SMTP the message is stored (readable at /dev/mailbox outside production) and logged.
 * Production logs get only the recipient and subject: bodies carry one-time codes.
 */
export function createOutboxMailer(database: Database, logger: Logger, production: boolean): Mailer {
  return {
    kind: "outbox",
    async send(message) {
      await database.db.insert(mailOutbox).values({ id: randomUUID(), ...message });
      const logged = production
        ? { to: message.to, subject: message.subject }
        : { ...message, html: undefined };
      logger.info({ mail: logged }, "e-mail stored in the outbox (SMTP_URL not set)");
    },
  };
}
