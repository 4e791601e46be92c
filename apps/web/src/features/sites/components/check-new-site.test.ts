import { describe, expect, it } from "vitest";
import { planLimitsFixture } from "@/features/plan/components/plan-limits-fixture";
import { checkNewSite } from "./check-new-site";

const limits = (siteLimit: number) => planLimitsFixture({ siteLimit });
const siteUrls = ["https://www.example.com"];

describe("checkNewSite", () => {
  it("uses the spec's messages in the user's language", () => {
    expect(checkNewSite("   ", { siteUrls, limits: limits(5), language: "tr" })).toMatchObject({ ok: false });
    expect(checkNewSite("192.168.1.1", { siteUrls, limits: limits(5), language: "en" })).toEqual({
      ok: false,
      reason: "invalid",
      message: "Please use a domain name, not an IP address.",
    });
    expect(checkNewSite("example.com/", { siteUrls, limits: limits(5), language: "tr" })).toEqual({
      ok: false,
      reason: "duplicate",
      message: "Bu URL zaten eklenmiş.",
    });
  });

  it("prepends https:// and flags a new domain over the limit, never one already counted", () => {
    expect(checkNewSite(" other.com.tr ", { siteUrls, limits: limits(1), language: "en" })).toEqual({
      ok: true,
      url: "https://other.com.tr",
      overLimit: true,
    });
    expect(checkNewSite("blog.example.com", { siteUrls, limits: limits(1), language: "en" })).toMatchObject({
      ok: true,
      overLimit: false,
    });
    expect(checkNewSite("other.com", { siteUrls, limits: limits(-1), language: "en" })).toMatchObject({
      overLimit: false,
    });
  });
});
