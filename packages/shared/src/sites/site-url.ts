import type { Localized } from "../scan-result";

export const SITE_URL_ERRORS = [
  "empty",
  "invalid_url",
  "invalid_protocol",
  "invalid_domain",
  "invalid_domain_format",
  "invalid_extension",
  "ip_not_allowed",
  "domain_too_long",
] as const;
export type SiteUrlError = (typeof SITE_URL_ERRORS)[number];

/** Spec §5 Site URL messages; 'invalid_url' is the generic 'valid URL format' one. */
export const SITE_URL_ERROR_MESSAGES: Record<SiteUrlError, Localized> = {
  empty: { tr: "Lütfen bir URL girin.", en: "Please enter a URL." },
  invalid_url: { tr: "Geçersiz URL", en: "Please enter a valid URL format." },
  invalid_protocol: {
    tr: "Geçersiz protokol. Yalnızca http ve https desteklenir.",
    en: "Invalid protocol. Only http and https are supported.",
  },
  invalid_domain: { tr: "Geçersiz alan adı.", en: "Invalid domain name." },
  invalid_domain_format: { tr: "Geçersiz alan adı biçimi.", en: "Invalid domain format." },
  invalid_extension: {
    tr: "Geçersiz alan adı uzantısı. Uzantı en az 2 karakter olmalıdır.",
    en: "Invalid domain extension. The extension must be at least 2 characters.",
  },
  ip_not_allowed: {
    tr: "Lütfen IP adresi yerine bir alan adı kullanın.",
    en: "Please use a domain name, not an IP address.",
  },
  domain_too_long: {
    tr: "Alan adı çok uzun: noktalar arasındaki her bölüm en fazla 63, tamamı en fazla 253 karakter olabilir.",
    en: "The domain name is too long: each part between dots may have at most 63 characters, the whole name 253.",
  },
};

/** DNS limits (RFC 1035): a longer name cannot resolve, so it is refused before it takes a site slot. */
const MAX_LABEL = 63;
const MAX_NAME = 253;

export type SiteUrlCheck = { ok: true; url: string; hostname: string } | { ok: false; error: SiteUrlError };

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;
const HAS_SCHEME = /^[a-z][a-z\d+.-]*:\/\//i;

/** The host as typed, before the URL parser can canonicalise '..' or a trailing dot away. */
function typedHost(withScheme: string): string {
  const afterScheme = withScheme.replace(HAS_SCHEME, "");
  const authority = afterScheme.split(/[/?#]/, 1)[0] ?? "";
  const hostPort = authority.slice(authority.lastIndexOf("@") + 1);
  return hostPort.startsWith("[") ? hostPort : (hostPort.split(":", 1)[0] ?? "");
}

/**
 * Spec §5 Site URL: trimmed, https:// prepended when no http(s) prefix, then host rules.
 * The normalised URL has no fragment and no trailing slash on a bare origin.
 */
export function checkSiteUrl(input: string): SiteUrlCheck {
  const trimmed = input.trim();
  if (!trimmed) return { ok: false, error: "empty" };
  const withScheme = /^https?:\/\//i.test(trimmed)
    ? trimmed
    : HAS_SCHEME.test(trimmed)
      ? trimmed
      : `https://${trimmed}`;
  let parsed: URL;
  try {
    parsed = new URL(withScheme);
  } catch {
    return { ok: false, error: "invalid_url" };
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:")
    return { ok: false, error: "invalid_protocol" };
  const typed = typedHost(withScheme).toLowerCase();
  const hostname = parsed.hostname.toLowerCase();
  if (typed.startsWith("[") || hostname.startsWith("[") || IPV4.test(hostname) || IPV4.test(typed))
    return { ok: false, error: "ip_not_allowed" };
  if (typed.includes("..") || typed.startsWith(".") || typed.endsWith("."))
    return { ok: false, error: "invalid_domain_format" };
  if (hostname === "localhost" || hostname.endsWith(".localhost") || !hostname.includes("."))
    return { ok: false, error: "invalid_domain" };
  // The parsed hostname is the ASCII (punycode) form DNS sees, so a Turkish name is measured as sent.
  if (hostname.length > MAX_NAME || hostname.split(".").some((label) => label.length > MAX_LABEL))
    return { ok: false, error: "domain_too_long" };
  const topLevel = hostname.slice(hostname.lastIndexOf(".") + 1);
  if (topLevel.length < 2) return { ok: false, error: "invalid_extension" };
  const path = parsed.pathname === "/" ? "" : parsed.pathname;
  return { ok: true, url: `${parsed.protocol}//${parsed.host}${path}${parsed.search}`, hostname };
}
