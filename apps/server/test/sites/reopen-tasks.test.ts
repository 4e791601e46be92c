import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Site, Task } from "@sitelens/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpTestUser } from "../support/sign-up-test-user";
import { startTestServer, type TestServer } from "../support/start-test-server";
import type { TestClient } from "../support/test-client";
import { readJson, waitForSite } from "./support";

const HOST = "gerileme.com.tr";
let titled = false;
let site: Server;
let server: TestServer;
let client: TestClient;
let siteId: string;

/** A one-page site whose <title> the test takes away and gives back. */
function startSite(): Promise<Server> {
  const instance = createServer((request, response) => {
    if (request.url !== "/") return void response.writeHead(404).end();
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    const title = titled ? "<title>Gerileme testi için ana sayfa</title>" : "";
    response.end(
      `<!doctype html><html lang="tr"><head>${title}</head><body><h1>Ana sayfa</h1></body></html>`,
    );
  });
  return new Promise((resolve) => instance.listen(0, "127.0.0.1", () => resolve(instance)));
}

async function analyse(): Promise<void> {
  const response = await client.post(`/api/sites/${siteId}/analyze`, { force: true });
  expect(response.status).toBe(200);
  expect((await waitForSite(client, siteId)).status).toBe("completed");
}

const titleTask = async () => {
  const { body } = await client.json<{ tasks: Task[] }>("GET", `/api/tasks?siteId=${siteId}`);
  return body.tasks.find((task) => task.auditId === "document-title");
};

beforeAll(async () => {
  site = await startSite();
  const port = (site.address() as AddressInfo).port;
  server = await startTestServer({
    env: {
      CRAWLER_RESOLVE: `${HOST}:${port}:127.0.0.1`,
      CRAWLER_ALLOW_PRIVATE: "true",
      ANALYSIS_LIGHTHOUSE: "false",
    },
  });
  ({ client } = await signUpTestUser(server, { language: "en" }));
  const added = await readJson<Site>(await client.post("/api/sites", { url: `http://${HOST}:${port}` }));
  siteId = added.id;
  expect((await waitForSite(client, siteId)).status).toBe("completed");
}, 400_000);

afterAll(async () => {
  await server?.stop();
  site?.closeAllConnections();
  await new Promise((resolve) => site?.close(resolve));
});

describe("a task whose audit passed and then fails again", () => {
  it("is completed by the analysis that sees the fix, and reopened with a warning by the one that sees it undone", async () => {
    expect(await titleTask()).toMatchObject({ status: "pending" });

    titled = true;
    await analyse();
    expect(await titleTask()).toMatchObject({ status: "completed" });

    titled = false;
    await analyse();
    const reopened = await titleTask();
    expect(reopened).toMatchObject({ status: "pending", completedAt: null });

    const { body } = await client.json<{ notifications: { title: string; message: string; type: string }[] }>(
      "GET",
      "/api/notifications",
    );
    const warning = body.notifications.find((item) => item.title.endsWith("1 task reopened"));
    expect(warning).toMatchObject({ type: "warning" });
    expect(warning?.message).toContain(reopened?.title.en);
  }, 180_000);

  it("leaves a task the user completed alone while its audit still fails", async () => {
    const task = await titleTask();
    expect((await client.json("PATCH", `/api/tasks/${task?.id}`, { status: "completed" })).status).toBe(200);
    await analyse();
    expect(await titleTask()).toMatchObject({ status: "completed" });
  }, 120_000);
});

describe("a task the user ignored", () => {
  it("leaves the to-do list, stays ignored while its audit still fails, and comes back on undo", async () => {
    const task = await titleTask();
    expect((await client.json("PATCH", `/api/tasks/${task?.id}`, { status: "ignored" })).status).toBe(200);
    const toDo = await client.json<{ tasks: Task[] }>("GET", `/api/tasks?siteId=${siteId}&status=pending`);
    expect(toDo.body.tasks.map((item) => item.id)).not.toContain(task?.id);
    await analyse();
    expect(await titleTask()).toMatchObject({ status: "ignored", completedAt: null });

    expect((await client.json("PATCH", `/api/tasks/${task?.id}`, { status: "pending" })).status).toBe(200);
    expect(await titleTask()).toMatchObject({ status: "pending" });
  }, 120_000);
});
