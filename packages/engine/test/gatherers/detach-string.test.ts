import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { detachString } from "../../src/gatherers/detach-string";

setFlagsFromString("--expose-gc");
const collect = runInNewContext("gc") as () => void;

function heapAfterCollecting(): number {
  collect();
  collect();
  return process.memoryUsage().heapUsed;
}

describe("detachString", () => {
  it("keeps no page body alive: 40 kept excerpts of 1 MB bodies take kilobytes, not 40 MB", () => {
    const baseline = heapAfterCollecting();
    const bodies = Array.from(
      { length: 40 },
      (_, n) => `${String(n).padStart(4, "0")}${"x".repeat(1_000_000)}`,
    );
    const views = bodies.map((body) => body.slice(0, 200));
    const kept = views.map((view) => detachString(view));
    bodies.length = 0;
    views.length = 0;
    const growth = heapAfterCollecting() - baseline;
    expect(kept.map((text) => text.slice(0, 4))).toEqual(
      Array.from({ length: 40 }, (_, n) => String(n).padStart(4, "0")),
    );
    expect(growth).toBeLessThan(4_000_000);
  });

  it("returns an equal string, and null for null", () => {
    expect(detachString("Başlık — İstanbul 😀")).toBe("Başlık — İstanbul 😀");
    expect(detachString("")).toBe("");
    expect(detachString(null)).toBeNull();
  });
});
