import { describe, expect, it } from "vitest";
import { checkSiteUrl, SITE_URL_ERROR_MESSAGES, SITE_URL_ERRORS } from "./site-url";

const error = (input: string) => {
  const result = checkSiteUrl(input);
  return result.ok ? null : result.error;
};

describe("checkSiteUrl (spec §5 Site URL)", () => {
  it("trims and prepends https:// when no http(s) prefix is given", () => {
    expect(checkSiteUrl("  example.com  ")).toEqual({
      ok: true,
      url: "https://example.com",
      hostname: "example.com",
    });
    expect(checkSiteUrl("http://Example.com/blog/")).toMatchObject({
      ok: true,
      url: "http://example.com/blog/",
    });
    expect(checkSiteUrl("www.ornek.com.tr/a?b=1#x")).toMatchObject({
      ok: true,
      url: "https://www.ornek.com.tr/a?b=1",
    });
  });

  it("refuses a label over 63 characters or a name over 253, which DNS cannot resolve", () => {
    const label = (length: number) => "a".repeat(length);
    expect(error(`${label(64)}.com`)).toBe("domain_too_long");
    expect(checkSiteUrl(`${label(63)}.com`).ok).toBe(true);
    const name = (length: number) =>
      `${Array.from({ length: 4 }, () => label(60)).join(".")}.${label(length)}.com`;
    expect(name(5).length).toBe(253);
    expect(checkSiteUrl(name(5)).ok).toBe(true);
    expect(error(name(6))).toBe("domain_too_long");
  });

  it("rejects an empty value", () => {
    expect(error("   ")).toBe("empty");
  });

  it("rejects other protocols", () => {
    expect(error("ftp://example.com")).toBe("invalid_protocol");
    expect(error("javascript://example.com")).toBe("invalid_protocol");
  });

  it("rejects localhost and hosts without a dot", () => {
    expect(error("localhost")).toBe("invalid_domain");
    expect(error("http://localhost:3000")).toBe("invalid_domain");
    expect(error("intranet")).toBe("invalid_domain");
    expect(error("app.localhost")).toBe("invalid_domain");
  });

  it("rejects a top-level part shorter than 2 characters", () => {
    expect(error("example.c")).toBe("invalid_extension");
  });

  it("rejects raw IPv4 and IPv6 addresses", () => {
    expect(error("192.168.1.1")).toBe("ip_not_allowed");
    expect(error("http://127.0.0.1:8080/")).toBe("ip_not_allowed");
    expect(error("http://[::1]/")).toBe("ip_not_allowed");
  });

  it("rejects '..' and leading or trailing dots", () => {
    expect(error("example..com")).toBe("invalid_domain_format");
    expect(error(".example.com")).toBe("invalid_domain_format");
    expect(error("example.com.")).toBe("invalid_domain_format");
  });

  it("rejects what does not parse as a URL", () => {
    expect(error("exa mple.com")).toBe("invalid_url");
    expect(error("https://")).toBe("invalid_url");
  });

  it("has a Turkish and English message for every error, the generic one being 'Geçersiz URL'", () => {
    for (const code of SITE_URL_ERRORS) {
      expect(SITE_URL_ERROR_MESSAGES[code].tr.length).toBeGreaterThan(0);
      expect(SITE_URL_ERROR_MESSAGES[code].en.length).toBeGreaterThan(0);
    }
    expect(SITE_URL_ERROR_MESSAGES.invalid_url.tr).toBe("Geçersiz URL");
  });
});
