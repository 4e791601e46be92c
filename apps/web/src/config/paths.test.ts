import { FEATURE_SLUGS, isKnownRoute } from "@sitelens/shared/routes";
import { describe, expect, it } from "vitest";
import { paths } from "./paths";

function pathnameOf(href: string) {
  return new URL(href, "http://sitelens.test").pathname;
}

describe("paths", () => {
  it("builds public pages at the root in Turkish and under /en in English", () => {
    expect(paths.public.home("tr")).toBe("/");
    expect(paths.public.home("en")).toBe("/en");
    expect(paths.public.feature("backlink-analysis", "en")).toBe("/en/features/backlink-analysis");
    expect(paths.public.blogPost("çay & kahve", "tr")).toBe("/blog/%C3%A7ay%20%26%20kahve");
  });

  it("carries query values the screens read", () => {
    expect(paths.auth.login("/app/sites/1?tab=x")).toBe("/login?redirect=%2Fapp%2Fsites%2F1%3Ftab%3Dx");
    expect(paths.auth.register("a+b@example.com")).toBe("/register?email=a%2Bb%40example.com");
    expect(paths.auth.register()).toBe("/register");
    expect(paths.app.sites({ add: "https://example.com" })).toBe("/app?add=https%3A%2F%2Fexample.com");
    expect(paths.app.sites({ tab: "content-planning" })).toBe("/app?tab=content-planning");
  });

  it("uses 'default' for tool routes without a selected site", () => {
    expect(paths.app.competitorAnalysis()).toBe("/competitor-analysis/default");
    expect(paths.app.backlinkAnalysis("s-1")).toBe("/backlink-analysis/s-1");
  });

  it("builds only routes the server knows", () => {
    const builtHrefs = [
      ...Object.values(paths.public).flatMap((build) =>
        (["tr", "en"] as const).map((language) =>
          build.length === 1
            ? (build as (language: "tr" | "en") => string)(language)
            : (build as (value: string, language: "tr" | "en") => string)(FEATURE_SLUGS[0], language),
        ),
      ),
      ...Object.values(paths.auth).map((build) => build()),
      ...Object.values(paths.app).map((build) => (build as (id?: string) => string)("site-1")),
    ];
    for (const href of builtHrefs)
      expect(isKnownRoute(pathnameOf(href), { includeDev: false }), href).toBe(true);
    expect(isKnownRoute(paths.dev.mailbox(), { includeDev: true })).toBe(true);
  });
});
