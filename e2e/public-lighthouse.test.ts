import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runLighthouse } from "../bench/lighthouse-landing";
import { type PublicSite, servePublicSite } from "./public-site";

let site: PublicSite;

beforeAll(async () => {
  site = await servePublicSite();
}, 300_000);
afterAll(async () => site?.close());

// Performance depends on the machine and is measured by bench/lighthouse-landing.ts instead.
describe("Lighthouse on the landing page (mobile)", () => {
  it("scores 100 for SEO, accessibility and best practices", async () => {
    const scores = await runLighthouse(`${site.origin}/`);
    expect({
      seo: scores.seo,
      accessibility: scores.accessibility,
      bestPractices: scores["best-practices"],
    }).toEqual({
      seo: 100,
      accessibility: 100,
      bestPractices: 100,
    });
  }, 180_000);
});
