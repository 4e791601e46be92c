import { describe, expect, it } from "vitest";
import { buildSpecificFix } from "./build-specific-fix";
import { detectPlatform } from "./detect-platform";

const task = (auditId: string, code: string | null = null) => ({
  auditId,
  fix: { tr: "Başlığı ekleyin.", en: "Add the header.", code },
});

describe("platform facts", () => {
  it("names the server from headers and the CMS from the generator tag", () => {
    expect(detectPlatform({ server: "nginx/1.25.3" }, "")).toEqual({ server: "nginx", cms: null });
    expect(detectPlatform({ server: "Apache" }, '<meta name="generator" content="WordPress 6.5">')).toEqual({
      server: "Apache",
      cms: "WordPress",
    });
    expect(detectPlatform({ server: "cloudflare", "cf-ray": "1" }, "").server).toBe("Cloudflare");
    expect(detectPlatform({ server: "Microsoft-IIS/10.0" }, "").server).toBe("IIS");
    expect(detectPlatform({ server: "LiteSpeed" }, '<meta name="generator" content="Joomla! 4">')).toEqual({
      server: "LiteSpeed",
      cms: "Joomla",
    });
    expect(detectPlatform({}, '<script src="https://cdn.shopify.com/s/x.js"></script>').cms).toBe("Shopify");
  });
});

describe("a fix specific to the site, without AI", () => {
  it("gives the header in the site's own server syntax", () => {
    const nginx = buildSpecificFix(task("hsts-header"), { server: "nginx", cms: null }, "en");
    expect(nginx).toContain(
      'add_header Strict-Transport-Security "max-age=31536000; includeSubDomains" always;',
    );
    expect(nginx).toContain("Found on your site: nginx.");
    const apache = buildSpecificFix(task("x-content-type-options"), { server: "Apache", cms: null }, "tr");
    expect(apache).toContain('Header always set X-Content-Type-Options "nosniff"');
    expect(apache).toContain("Sitenizde bulunan: Apache.");
  });

  it("says where the CMS keeps the title, with the engine's snippet from the page's own values", () => {
    const fix = buildSpecificFix(
      task("document-title", "<title>Taze kavrulmuş kahve | Örnek Kahve</title>"),
      { server: null, cms: "WordPress" },
      "tr",
    );
    expect(fix).toContain("Yoast");
    expect(fix).toContain("<title>Taze kavrulmuş kahve | Örnek Kahve</title>");
  });

  it("gives nothing when the facts add nothing to the task's own fix", () => {
    expect(buildSpecificFix(task("hsts-header"), { server: null, cms: null }, "en")).toBeNull();
    expect(buildSpecificFix(task("image-alt"), { server: "nginx", cms: "WordPress" }, "en")).toBeNull();
  });
});
