import { describe, expect, it } from "vitest";
import { pickSpeedPages } from "../../src/run/pick-speed-pages";
import { ORIGIN, recordFrom } from "../audits/helpers";

describe("pickSpeedPages", () => {
  it("takes the start page and the shallowest page of other sections", () => {
    const records = [
      recordFrom(`${ORIGIN}/blog/b`, { clickDepth: 2 }),
      recordFrom(`${ORIGIN}/blog/a`, { clickDepth: 1 }),
      recordFrom(`${ORIGIN}/urunler/x`, { clickDepth: 1 }),
      recordFrom(`${ORIGIN}/hakkimizda`, { clickDepth: 1, noindex: true }),
    ];
    expect(pickSpeedPages(`${ORIGIN}/`, records, 3)).toEqual([
      `${ORIGIN}/`,
      `${ORIGIN}/blog/a`,
      `${ORIGIN}/urunler/x`,
    ]);
    expect(pickSpeedPages(`${ORIGIN}/`, records, 1)).toEqual([`${ORIGIN}/`]);
  });

  it("measures a flat site once: root pages share the start page's template", () => {
    const records = ["about.html", "contact.html", "hizmetler", "blog"].map((path) =>
      recordFrom(`${ORIGIN}/${path}`, { clickDepth: 1 }),
    );
    expect(pickSpeedPages(`${ORIGIN}/`, records, 3)).toEqual([`${ORIGIN}/`]);
  });
});
