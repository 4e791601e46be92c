import { describe, expect, it } from "vitest";
import type { LinkEdge } from "../../src/gatherers/site/types";
import { ORIGIN, recordFrom, robotsFrom, runAudit, siteFrom } from "./helpers";

const link = (target: string): LinkEdge => ({
  source: `${ORIGIN}/`,
  target,
  anchor: "bağlantı",
  nofollow: false,
  position: "footer",
});

describe("yandex-clean-param reads tracking parameters from pages and link targets", () => {
  const linked = [link(`${ORIGIN}/a?ref=footer1#top`), link(`${ORIGIN}/b?page=2&gclid=abc`)];
  const pages = [recordFrom(`${ORIGIN}/`), recordFrom(`${ORIGIN}/c?sort=asc`)];

  it("fails when a link target carries a tracking parameter robots.txt does not clean", () => {
    const robots = robotsFrom("User-agent: Yandex\nClean-param: ref");
    expect(runAudit("yandex-clean-param", { site: siteFrom({ pages, links: linked, robots }) }).score).toBe(
      0,
    );
  });

  it("passes when every tracking parameter found (before a fragment, after others) is cleaned", () => {
    const robots = robotsFrom("User-agent: Yandex\nClean-param: ref&GCLID");
    expect(runAudit("yandex-clean-param", { site: siteFrom({ pages, links: linked, robots }) }).score).toBe(
      1,
    );
  });

  it("is not applicable when the only parameters are not tracking ones, or sit in a fragment", () => {
    const links = [link(`${ORIGIN}/b?page=2`), link(`${ORIGIN}/d#x?utm_source=y`)];
    expect(runAudit("yandex-clean-param", { site: siteFrom({ pages, links }) }).notApplicable).toBe(true);
  });
});
