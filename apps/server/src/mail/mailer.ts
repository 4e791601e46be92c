/** A rendered e-mail, ready for any transport. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, e.g. List-Unsubscribe; the outbox keeps none. */
  headers?: Record<string, string>;
}

/** The one way the server sends e-mail; SMTP or the development outbox sit behind it. */
export interface Mailer {
  readonly kind: "smtp" | "outbox";
  send(message: MailMessage): Promise<void>;
}
