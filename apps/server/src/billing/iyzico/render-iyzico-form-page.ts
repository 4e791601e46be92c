import { createHash } from "node:crypto";

const SCRIPT = /<script[^>]*>([\s\S]*?)<\/script>/gi;
const TITLE = { tr: "Sitelens aboneliği · iyzico", en: "Sitelens subscription · iyzico" };

/**
 * A page around one of iyzico's embeddable forms (subscription checkout, card update). Its CSP allows
 * exactly iyzico's inline script (by hash) and what that loads from https or iyzico's API origin.
 */
export function renderIyzicoFormPage(
  form: string,
  options: { language: "tr" | "en"; iyzicoOrigin: string },
): { html: string; csp: string } {
  const hashes = [...form.matchAll(SCRIPT)].map(
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
  const html = `<!doctype html><html lang="${options.language}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${TITLE[options.language]}</title></head>
<body><div id="iyzipay-checkout-form" class="responsive"></div>
${form}
</body></html>`;
  return { html, csp };
}
