import type { PlatformFacts } from "../scan-result";

export type { PlatformFacts };

/** From response headers (lower-cased names) and the HTML: Server/X-Powered-By/CF-Ray, generator tags. */
export function detectPlatform(headers: Record<string, string>, html: string): PlatformFacts {
  const server = (headers.server ?? "").toLowerCase();
  const powered = (headers["x-powered-by"] ?? "").toLowerCase();
  const generator = (
    /<meta[^>]+name=["']generator["'][^>]*content=["']([^"']*)["']/i.exec(html)?.[1] ?? ""
  ).toLowerCase();
  return {
    server:
      headers["cf-ray"] || server.includes("cloudflare")
        ? "Cloudflare"
        : server.includes("litespeed") || headers["x-litespeed-cache"]
          ? "LiteSpeed"
          : server.includes("nginx")
            ? "nginx"
            : server.includes("apache")
              ? "Apache"
              : server.includes("microsoft-iis") || powered.includes("asp.net")
                ? "IIS"
                : null,
    cms: generator.startsWith("wordpress")
      ? "WordPress"
      : generator.includes("shopify") || headers["x-shopid"] || html.includes("cdn.shopify.com")
        ? "Shopify"
        : generator.includes("wix.com")
          ? "Wix"
          : generator.startsWith("joomla")
            ? "Joomla"
            : null,
  };
}
