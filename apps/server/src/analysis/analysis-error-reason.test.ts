import { ScanError } from "@sitelens/engine";
import { describe, expect, it } from "vitest";
import { analysisErrorReason } from "./analysis-error-reason";

describe("analysisErrorReason", () => {
  it("quotes the robots.txt lines that block the crawl, in both languages", () => {
    const reason = analysisErrorReason(
      new ScanError("robots_blocked", "blocked", ["User-agent: *", "Disallow: /"]),
    );
    expect(reason.tr).toContain("robots.txt dosyanız tarayıcımızın (SitelensBot)");
    expect(reason.tr).toContain("(User-agent: * · Disallow: /)");
    expect(reason.en).toContain("blocks our crawler");
  });

  it("keeps fixed reasons without evidence and hides unexpected errors", () => {
    expect(analysisErrorReason(new ScanError("dns", "x")).en).toMatch(
      /^The domain name could not be resolved/,
    );
    expect(analysisErrorReason(new Error("secret internals")).en).not.toContain("secret");
  });
});
