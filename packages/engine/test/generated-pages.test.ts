import { readdirSync, readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { GeneratedPage } from "./fixtures/generated-pages/generate-pages";
import { serveGeneratedPages } from "./fixtures/generated-pages/serve-generated-pages";
import { SHARED_AUDITS } from "./fixtures/real-pages/serve-real-pages";
import { engineVerdicts } from "./support/engine-verdicts";
import type { TestServer } from "./support/start-test-server";

/**
 * Differential test against Lighthouse (issue #33): generated pages that exercise every branch of the ten shared
 * SEO audits, with the verdicts Lighthouse 12 gave them (recorded by bench/lighthouse-generated-verdicts.ts).
 * The engine must agree on every verdict ("fails" vs "does not fail").
 */
type Verdict = number | null | "error";
const dir = new URL("./fixtures/generated-pages/", import.meta.url);
const recorded = readdirSync(dir)
  .filter((name) => /^pages-\d+\.json$/.test(name))
  .flatMap(
    (name) =>
      (
        JSON.parse(readFileSync(new URL(name, dir), "utf8")) as {
          pages: (GeneratedPage & { verdicts: Record<string, Verdict> })[];
        }
      ).pages,
  );

let server: TestServer;
beforeAll(async () => {
  server = await serveGeneratedPages(recorded);
});
afterAll(() => server.close());

describe("our verdicts on generated pages agree with Lighthouse's", () => {
  it("every verdict on every page", { timeout: 1_200_000 }, async () => {
    const disagreements: string[] = [];
    let compared = 0;
    for (const page of recorded) {
      const ours = await engineVerdicts(`${server.origin}/g/${page.id}.html`);
      for (const id of SHARED_AUDITS) {
        const theirs = page.verdicts[id];
        if (theirs === "error" || theirs === undefined) continue;
        compared++;
        if (typeof ours === "string") disagreements.push(`${page.id} ${id}: refused (${ours})`);
        else if ((theirs === 0) !== (ours[id] === 0))
          disagreements.push(`${page.id} ${id}: Lighthouse ${theirs === 0 ? "fails" : "passes"}`);
      }
    }
    console.log(`${compared - disagreements.length}/${compared} verdicts agree on ${recorded.length} pages`);
    expect(compared).toBeGreaterThan(recorded.length * 9);
    expect(disagreements).toEqual([]);
  });
});
