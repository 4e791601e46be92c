import type { AddressInfo } from "node:net";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The message as sent, headers included. */
  raw: string;
}

/** A real SMTP server on 127.0.0.1 keeping each message, decoded as a mail client would. */
export async function startLocalSmtp(): Promise<{
  url: string;
  received: ReceivedMail[];
  /** Messages to one address, oldest first. */
  to(address: string): ReceivedMail[];
  /** The next `count` messages are refused with a temporary 451, as a struggling mail server does. */
  failNext(count: number): void;
  /** How many messages were refused so far. */
  refused(): number;
  close(): Promise<void>;
}> {
  const received: ReceivedMail[] = [];
  const failures = { next: 0, refused: 0 };
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (failures.next > 0) {
          failures.next -= 1;
          failures.refused += 1;
          return callback(Object.assign(new Error("Try again later"), { responseCode: 451 }));
        }
        const raw = Buffer.concat(chunks);
        simpleParser(raw)
          .then((mail) => {
            for (const rcpt of session.envelope.rcptTo)
              received.push({
                to: rcpt.address,
                subject: mail.subject ?? "",
                text: mail.text ?? "",
                html: typeof mail.html === "string" ? mail.html : "",
                raw: raw.toString("utf8"),
              });
            callback();
          })
          .catch(callback);
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  const { port } = smtp.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    to: (address) => received.filter((mail) => mail.to === address),
    failNext: (count) => {
      failures.next = count;
    },
    refused: () => failures.refused,
    close: () => new Promise((resolve) => smtp.close(() => resolve())),
  };
}
