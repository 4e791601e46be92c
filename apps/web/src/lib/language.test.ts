import { describe, expect, it } from "vitest";
import {
  localizedPublicPath,
  normalizeStoredLanguage,
  publicLanguageOf,
  resolveLanguage,
  upperCase,
} from "./language";

describe("normalizeStoredLanguage", () => {
  it("keeps tr and en and treats the retired fr and de as en", () => {
    expect(normalizeStoredLanguage("tr")).toBe("tr");
    expect(normalizeStoredLanguage("en")).toBe("en");
    expect(normalizeStoredLanguage("fr")).toBe("en");
    expect(normalizeStoredLanguage("de")).toBe("en");
    expect(normalizeStoredLanguage("en-GB")).toBe("en");
  });

  it("ignores missing or unknown values", () => {
    expect(normalizeStoredLanguage(null)).toBeNull();
    expect(normalizeStoredLanguage("")).toBeNull();
    expect(normalizeStoredLanguage("es")).toBeNull();
  });
});

describe("publicLanguageOf", () => {
  it("reads the language of public pages from the URL prefix", () => {
    expect(publicLanguageOf("/")).toBe("tr");
    expect(publicLanguageOf("/pricing")).toBe("tr");
    expect(publicLanguageOf("/blog/some-post")).toBe("tr");
    expect(publicLanguageOf("/en")).toBe("en");
    expect(publicLanguageOf("/en/features/backlink-analysis")).toBe("en");
  });

  it("has no opinion on app and auth routes", () => {
    expect(publicLanguageOf("/app")).toBeNull();
    expect(publicLanguageOf("/login")).toBeNull();
    expect(publicLanguageOf("/english")).toBeNull();
  });
});

describe("resolveLanguage", () => {
  it("lets the URL decide on public pages, whatever is stored", () => {
    expect(resolveLanguage({ pathname: "/", stored: "en", suggested: "en" })).toBe("tr");
    expect(resolveLanguage({ pathname: "/en/pricing", stored: "tr", suggested: "tr" })).toBe("en");
  });

  it("prefers the stored choice, then the server's suggestion, then Turkish on app routes", () => {
    expect(resolveLanguage({ pathname: "/app", stored: "de", suggested: "tr" })).toBe("en");
    expect(resolveLanguage({ pathname: "/app", stored: null, suggested: "en" })).toBe("en");
    expect(resolveLanguage({ pathname: "/settings", stored: "xx", suggested: null })).toBe("tr");
  });
});

describe("localizedPublicPath", () => {
  it("moves a public page between the root and /en", () => {
    expect(localizedPublicPath("/", "en")).toBe("/en");
    expect(localizedPublicPath("/pricing", "en")).toBe("/en/pricing");
    expect(localizedPublicPath("/en", "tr")).toBe("/");
    expect(localizedPublicPath("/en/blog/post", "tr")).toBe("/blog/post");
    expect(localizedPublicPath("/en/blog", "en")).toBe("/en/blog");
  });
});

describe("upperCase", () => {
  it("uses Turkish casing rules for Turkish text", () => {
    expect(upperCase("şirket iletişim", "tr")).toBe("ŞİRKET İLETİŞİM");
    expect(upperCase("company info", "en")).toBe("COMPANY INFO");
  });
});
