import type { Site, Task } from "@sitelens/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpTestUser } from "../support/sign-up-test-user";
import type { TestClient } from "../support/test-client";
import { FIXTURE_HOST, readJson, startSitesServer, waitForSite } from "./support";

let env: Awaited<ReturnType<typeof startSitesServer>>;
let owner: TestClient;
let intruder: TestClient;
let site: Site;
let task: Task;

beforeAll(async () => {
  env = await startSitesServer();
  ({ client: owner } = await signUpTestUser(env.server));
  ({ client: intruder } = await signUpTestUser(env.server));
  const port = new URL(env.fixture.origin).port;
  const added = await owner.post("/api/sites", { url: `http://${FIXTURE_HOST}:${port}` });
  site = await waitForSite(owner, (await readJson<Site>(added)).id);
  const { tasks } = await readJson<{ tasks: Task[] }>(await owner.get(`/api/tasks?siteId=${site.id}`));
  task = tasks[0]!;
}, 120_000);
afterAll(async () => env?.stop());

describe("user B cannot reach user A's sites", () => {
  it("sees none of them in lists", async () => {
    expect((await readJson<{ sites: Site[] }>(await intruder.get("/api/sites"))).sites).toHaveLength(0);
    expect(
      (await readJson<{ tasks: Task[] }>(await intruder.get(`/api/tasks?siteId=${site.id}`))).tasks,
    ).toHaveLength(0);
    expect((await readJson<{ tasks: Task[] }>(await intruder.get("/api/tasks"))).tasks).toHaveLength(0);
  });

  it("gets 404 for the site, its analysis, history, pages, verification and report", async () => {
    const attempts: [string, string, unknown?][] = [
      ["GET", `/api/sites/${site.id}`],
      ["POST", `/api/sites/${site.id}/analyze`, { force: true }],
      ["GET", `/api/sites/${site.id}/history?days=30`],
      ["GET", `/api/sites/${site.id}/pages`],
      ["POST", `/api/sites/${site.id}/pages`, { url: "/yeni" }],
      ["GET", `/api/sites/${site.id}/verification`],
      ["POST", `/api/sites/${site.id}/verification/check`, { method: "meta" }],
      ["GET", `/api/sites/${site.id}/report.pdf?lang=tr`],
      ["POST", "/api/tasks/from-performance", { siteId: site.id, opportunityId: "x", formFactor: "mobile" }],
      ["DELETE", `/api/sites/${site.id}`],
    ];
    for (const [method, path, body] of attempts) {
      const response = await intruder.request(method, path, body);
      expect(response.status, `${method} ${path}`).toBe(404);
    }
  });

  it("cannot change, delete or ask an AI solution for A's tasks", async () => {
    expect((await intruder.request("PATCH", `/api/tasks/${task.id}`, { status: "completed" })).status).toBe(
      404,
    );
    expect((await intruder.request("DELETE", `/api/tasks/${task.id}`)).status).toBe(404);
    expect((await intruder.post(`/api/tasks/${task.id}/ai-solution`, {})).status).toBe(404);
    expect((await intruder.get(`/api/tasks/${task.id}/suggestions`)).status).toBe(404);
  });

  it("left A's data untouched", async () => {
    const after = await readJson<Site>(await owner.get(`/api/sites/${site.id}`));
    expect(after).toMatchObject({ status: "completed", overallScore: site.overallScore });
    const [same] = (
      await readJson<{ tasks: Task[] }>(await owner.get(`/api/tasks?siteId=${site.id}`))
    ).tasks.filter((item) => item.id === task.id);
    expect(same?.status).toBe(task.status);
    expect((await owner.get(`/api/sites/${site.id}/report.pdf?lang=en`)).status).toBe(200);
  }, 30_000);

  it("answers 401 without a session", async () => {
    const anonymous = env.server.client();
    expect((await anonymous.get("/api/sites")).status).toBe(401);
    expect((await anonymous.get(`/api/sites/${site.id}/report.pdf`)).status).toBe(401);
    expect((await anonymous.get("/api/plan-limits")).status).toBe(401);
  });
});
