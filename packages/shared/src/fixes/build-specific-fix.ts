import type { Localized } from "../scan-result";

type Language = "tr" | "en";

import type { PlatformFacts } from "./detect-platform";

/** Response headers the engine asks for, with the value it recommends. */
const HEADERS: Record<string, [string, string]> = {
  "hsts-header": ["Strict-Transport-Security", "max-age=31536000; includeSubDomains"],
  "x-content-type-options": ["X-Content-Type-Options", "nosniff"],
  "frame-protection": ["X-Frame-Options", "SAMEORIGIN"],
  "content-security-policy": ["Content-Security-Policy", "frame-ancestors 'self'"],
};

function headerSnippet(server: NonNullable<PlatformFacts["server"]>, name: string, value: string) {
  switch (server) {
    case "nginx":
      return `# nginx: server { … } block\nadd_header ${name} "${value}" always;`;
    case "Apache":
    case "LiteSpeed":
      return `# ${server}: .htaccess or the virtual host\nHeader always set ${name} "${value}"`;
    case "IIS":
      return `<!-- IIS: web.config -->\n<system.webServer><httpProtocol><customHeaders>\n  <add name="${name}" value="${value}" />\n</customHeaders></httpProtocol></system.webServer>`;
    case "Cloudflare":
      return `# Cloudflare: Rules → Transform Rules → Modify Response Header\nSet static: ${name} = ${value}`;
  }
}

const COMPRESSION: Record<NonNullable<PlatformFacts["server"]>, string> = {
  nginx:
    "# nginx: http { … }\ngzip on;\ngzip_types text/css application/javascript application/json image/svg+xml;",
  Apache:
    "# Apache: .htaccess (mod_deflate)\nAddOutputFilterByType DEFLATE text/html text/css application/javascript",
  LiteSpeed:
    "# LiteSpeed: .htaccess (mod_deflate)\nAddOutputFilterByType DEFLATE text/html text/css application/javascript",
  IIS: '<!-- IIS: web.config -->\n<system.webServer><urlCompression doStaticCompression="true" doDynamicCompression="true" /></system.webServer>',
  Cloudflare: "# Cloudflare: Speed → Optimization → Content Optimization: Brotli on",
};

/** Where the CMS keeps what the head-tag audits ask to change. */
const CMS_WHERE: Record<NonNullable<PlatformFacts["cms"]>, Localized> = {
  WordPress: {
    tr: "WordPress'te sayfayı düzenleyin; başlık ve açıklama SEO eklentinizin (Yoast, Rank Math) kutusundadır.",
    en: "In WordPress, edit the page; the title and description are in your SEO plugin's box (Yoast, Rank Math).",
  },
  Shopify: {
    tr: "Shopify'da ürün veya sayfayı açın, en alttaki “Arama motoru listeleme önizlemesi”ni düzenleyin.",
    en: "In Shopify, open the product or page and edit “Search engine listing preview” at the bottom.",
  },
  Wix: {
    tr: "Wix'te sayfanın menüsünden “SEO temelleri” sekmesini açın.",
    en: "In Wix, open the page's menu and the “SEO basics” tab.",
  },
  Joomla: {
    tr: "Joomla'da menü öğesini açın, “Sayfa ekranı” ve “Meta veri” sekmelerini düzenleyin.",
    en: "In Joomla, open the menu item and edit the “Page Display” and “Metadata” tabs.",
  },
};
const HEAD_AUDITS = new Set([
  "document-title",
  "title-length",
  "meta-description",
  "meta-description-length",
]);

/**
 * A fix for this site and page from facts, without a model: the snippet in the site's own server
 * syntax, where its CMS keeps the setting, and the engine's code built from the page's own values.
 * Null when the facts add nothing to the task's fix (the button is then not worth offering).
 */
export function buildSpecificFix(
  task: { auditId: string | null; fix: { tr: string; en: string; code: string | null } },
  facts: PlatformFacts,
  language: Language,
): string | null {
  const parts: string[] = [];
  const detected = [facts.server, facts.cms].filter(Boolean).join(", ");
  const header = task.auditId ? HEADERS[task.auditId] : undefined;
  if (header && facts.server) parts.push(`\`\`\`\n${headerSnippet(facts.server, ...header)}\n\`\`\``);
  if (task.auditId === "text-compression" && facts.server)
    parts.push(`\`\`\`\n${COMPRESSION[facts.server]}\n\`\`\``);
  if (task.auditId && HEAD_AUDITS.has(task.auditId) && facts.cms) parts.push(CMS_WHERE[facts.cms][language]);
  if (parts.length === 0) return null;
  if (task.fix.code) parts.push(`\`\`\`\n${task.fix.code}\n\`\`\``);
  const intro = language === "tr" ? `Sitenizde bulunan: ${detected}.` : `Found on your site: ${detected}.`;
  return [intro, ...parts].join("\n\n");
}
