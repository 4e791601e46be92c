import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type {
  Site,
  SiteVisibility,
  VisibilityAnswer,
  VisibilityRun,
  VisibilitySetup,
} from "@sitelens/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FIXTURE_HOST, readJson, startSitesServer, waitForSite } from "../sites/support";
import { signUpTestUser } from "../support/sign-up-test-user";
import type { TestClient } from "../support/test-client";
import { startEngineServer } from "./engine-server";

let engines: Awaited<ReturnType<typeof startEngineServer>>;
let env: Awaited<ReturnType<typeof startSitesServer>>;
let client: TestClient;
let site: Site;

beforeAll(async () => {
  engines = await startEngineServer(({ path, body }) => {
    if (path === "/openai/v1/responses") {
      const prompt = String(body.input);
      const text = prompt.includes("kahve")
        ? "1. Globex geniş seçki sunuyor. 2. Örnek Kahve en iyi taze kavrum için önerilen marka."
        : "Globex öne çıkıyor.";
      return {
        status: 200,
        body: {
          output: [
            {
              type: "web_search_call",
              status: "completed",
              action: { type: "search", sources: [{ type: "url", url: `https://${FIXTURE_HOST}/` }] },
            },
            {
              type: "message",
              role: "assistant",
              content: [
                {
                  type: "output_text",
                  text,
                  annotations: prompt.includes("kahve")
                    ? [
                        {
                          type: "url_citation",
                          url: `https://${FIXTURE_HOST}/kavrum?utm_source=openai`,
                          title: "Örnek Kahve",
                          start_index: 0,
                          end_index: 5,
                        },
                      ]
                    : [],
                },
              ],
            },
          ],
          usage: { input_tokens: 100, output_tokens: 20 },
        },
      };
    }
    // xAI is down for this whole test: its run fails and Grok keeps its estimate.
    return { status: 500, body: { error: "internal" } };
  });
  env = await startSitesServer({
    OPENAI_API_KEY: "sk-test",
    OPENAI_BASE_URL: `${engines.origin}/openai/v1`,
    XAI_API_KEY: "xai-test",
    XAI_BASE_URL: `${engines.origin}/xai/v1`,
    VISIBILITY_SAMPLES: "2",
  });
  ({ client } = await signUpTestUser(env.server, { language: "tr" }));
  const port = new URL(env.fixture.origin).port;
  const added = await readJson<Site>(
    await client.post("/api/sites", { url: `http://${FIXTURE_HOST}:${port}` }),
  );
  site = await waitForSite(client, added.id);
}, 120_000);
afterAll(async () => {
  await env?.stop();
  await engines?.close();
});

describe("measured AI visibility", () => {
  it("generates prompts in the site's language, lets the user edit them, measures on demand and replaces the estimate", async () => {
    const generated = await readJson<VisibilitySetup>(
      await client.get(`/api/sites/${site.id}/visibility/setup`),
    );
    expect(generated.prompts.length).toBeGreaterThanOrEqual(3);
    expect(
      generated.prompts.every((prompt) => prompt.language === "tr" && prompt.source === "generated"),
    ).toBe(true);
    const before = await readJson<SiteVisibility>(await client.get(`/api/sites/${site.id}/visibility`));
    expect(before.configured).toEqual(["chatgpt", "grok"]);
    expect(before.engines.chatgpt).toEqual({ mode: "estimate", score: site.chatgptVisibility });

    const edited = await client.request("PUT", `/api/sites/${site.id}/visibility/setup`, {
      brand: "Örnek Kahve",
      competitors: ["globex.com"],
      prompts: [generated.prompts[0]!.text, "En iyi çekirdek kahve nereden alınır?"],
    });
    expect(edited.status).toBe(200);
    const setup = await readJson<VisibilitySetup>(edited);
    expect(setup.prompts.map((prompt) => prompt.source)).toEqual(["generated", "user"]);

    expect((await client.post(`/api/sites/${site.id}/visibility/runs`)).status).toBe(202);
    let runs: VisibilityRun[] = [];
    for (let attempt = 0; attempt < 300; attempt += 1) {
      runs = (
        await readJson<{ runs: VisibilityRun[] }>(await client.get(`/api/sites/${site.id}/visibility/runs`))
      ).runs;
      if (runs.length === 2 && runs.every((run) => run.status !== "running")) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const chatgpt = runs.find((run) => run.engine === "chatgpt")!;
    expect(chatgpt).toMatchObject({
      status: "completed",
      prompts: 2,
      samples: 2,
      usage: { inputTokens: 400, outputTokens: 80, toolCalls: 4 },
    });
    const kahvePrompts = setup.prompts.filter((prompt) => prompt.text.includes("kahve")).length;
    expect(chatgpt.metrics).toMatchObject({
      answers: 4,
      mentionRate: kahvePrompts / 2,
      citationRate: kahvePrompts / 2,
    });
    expect(runs.find((run) => run.engine === "grok")).toMatchObject({ status: "failed" });

    const after = await readJson<SiteVisibility>(await client.get(`/api/sites/${site.id}/visibility`));
    expect(after.engines.chatgpt).toMatchObject({
      mode: "measured",
      prompts: 2,
      samples: 2,
      runId: chatgpt.id,
    });
    expect(after.engines.grok).toEqual({ mode: "estimate", score: site.grokVisibility });
    expect(after.engines.gemini).toEqual({ mode: "estimate", score: site.geminiVisibility });

    const { answers } = await readJson<{ answers: VisibilityAnswer[] }>(
      await client.get(`/api/visibility/runs/${chatgpt.id}/answers`),
    );
    expect(answers).toHaveLength(4);
    const cited = answers.find((answer) => answer.cited)!;
    expect(cited).toMatchObject({ mentioned: true, position: 2, competitorsMentioned: ["globex.com"] });
    expect(cited.citations[0]!.url).toContain(FIXTURE_HOST);
  });

  it("labels the PDF's AI engines: measured with date and prompts × samples, or the estimate", async () => {
    const response = await client.get(`/api/sites/${site.id}/report.pdf?lang=en`);
    expect(response.status).toBe(200);
    const file = join(mkdtempSync(join(tmpdir(), "sitelens-pdf-")), "report.pdf");
    writeFileSync(file, Buffer.from(await response.arrayBuffer()));
    const text = execFileSync("pdftotext", ["-layout", file, "-"]).toString().replace(/\s+/g, " ");
    expect(text).toMatch(/ChatGPT: measured on .+ with 2 prompts × 2 samples/);
    expect(text).toContain("Gemini: readiness estimate (not measured)");
    expect(text).toContain("Grok: readiness estimate (not measured)");
  });

  it("keeps every measurement private to its owner", async () => {
    const { client: other } = await signUpTestUser(env.server, { language: "en" });
    const { runs } = await readJson<{ runs: VisibilityRun[] }>(
      await client.get(`/api/sites/${site.id}/visibility/runs`),
    );
    expect((await other.get(`/api/visibility/runs/${runs[0]!.id}/answers`)).status).toBe(404);
    expect((await other.get(`/api/sites/${site.id}/visibility/setup`)).status).toBe(404);
    expect((await other.get(`/api/sites/${site.id}/visibility`)).status).toBe(404);
    expect((await other.post(`/api/sites/${site.id}/visibility/runs`)).status).toBe(404);
    expect(
      (
        await other.request("PUT", `/api/sites/${site.id}/visibility/setup`, {
          brand: "x",
          competitors: [],
          prompts: ["hello there"],
        })
      ).status,
    ).toBe(404);
  });
});
