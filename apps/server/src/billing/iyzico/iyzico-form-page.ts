import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { payments } from "../../db/schema";
import { AppError } from "../../errors/app-error";

const SCRIPT = /<script[^>]*>([\s\S]*?)<\/script>/gi;

/**
 * The page that shows iyzico's subscription form: iyzico answers its initialize call with a script
 * to embed (no hosted page), so we serve it, for the payment's owner, while the payment is pending.
 * Its CSP allows exactly iyzico's inline script (by hash) and what it loads from https or iyzico's
 * API origin; everything else keeps the app's defaults.
 */
export async function iyzicoFormPage(
  database: Database,
  userId: string,
  paymentId: string,
  options: { language: "tr" | "en"; iyzicoOrigin: string },
): Promise<{ html: string; csp: string }> {
  const [row] = await database.db
    .select({ form: payments.checkoutForm, status: payments.status })
    .from(payments)
    .where(and(eq(payments.id, paymentId), eq(payments.userId, userId)));
  if (!row?.form || row.status !== "pending") throw new AppError("not_found");
  const hashes = [...row.form.matchAll(SCRIPT)].map(
    (match) =>
      `'sha256-${createHash("sha256")
        .update(match[1] ?? "")
        .digest("base64")}'`,
  );
  const sources = `https: ${options.iyzicoOrigin}`;
  const csp = [
    "default-src 'self'",
    `script-src ${hashes.join(" ")} ${sources}`,
    `style-src 'self' 'unsafe-inline' ${sources}`,
    `img-src 'self' data: ${sources}`,
    `font-src 'self' data: ${sources}`,
    `connect-src 'self' ${sources}`,
    `frame-src ${sources}`,
    `form-action 'self' ${sources}`,
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
  const title = options.language === "tr" ? "Sitelens aboneliği · iyzico" : "Sitelens subscription · iyzico";
  const html = `<!doctype html><html lang="${options.language}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head>
<body><div id="iyzipay-checkout-form" class="responsive"></div>
${row.form}
</body></html>`;
  return { html, csp };
}
