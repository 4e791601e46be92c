import { describe, expect, it } from "vitest";
import { AUDITS } from "../audits/registry";
import { AUDIT_SEVERITIES } from "./severities";
import { AUDIT_WEIGHTS } from "./weights";

describe("audit severities", () => {
  it("classify every registered audit, and nothing else", () => {
    const ids = AUDITS.map((audit) => audit.meta.id).sort();
    expect(Object.keys(AUDIT_SEVERITIES).sort()).toEqual(ids);
    expect(Object.keys(AUDIT_WEIGHTS).sort()).toEqual(ids);
  });

  it("follow Semrush and Ahrefs on the examples they publish", () => {
    expect(AUDIT_SEVERITIES["document-title"]).toBe("error");
    expect(AUDIT_SEVERITIES["http-status-code"]).toBe("error");
    expect(AUDIT_SEVERITIES["broken-internal-links"]).toBe("error");
    expect(AUDIT_SEVERITIES["sitemap-noindex"]).toBe("error");
    expect(AUDIT_SEVERITIES["image-alt"]).toBe("warning");
    expect(AUDIT_SEVERITIES["google-site-verification"]).toBe("notice");
    expect(AUDIT_SEVERITIES["content-security-policy"]).toBe("notice");
    expect(AUDIT_SEVERITIES["hsts-header"]).toBe("notice");
  });
});
