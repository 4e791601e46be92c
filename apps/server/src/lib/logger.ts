import pino from "pino";

export type Logger = pino.Logger;

/** JSON logs; secrets are redacted wherever they could appear. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    redact: {
      paths: [
        "req.headers.cookie",
        "req.headers.authorization",
        'req.headers["x-csrf-token"]',
        "*.password",
        "*.newPassword",
        "*.currentPassword",
        "*.token",
        "*.secret",
        "*.apiKey",
      ],
      censor: "[redacted]",
    },
  });
}
