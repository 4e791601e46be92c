import nodemailer from "nodemailer";
import type { Mailer } from "./mailer";

/** Delivers through the SMTP server of SMTP_URL (smtp://user:pass@host:port or smtps://…). */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: "smtp",
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}
