import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createDataForSeoClient, dataForSeoConfig } from "../../src/providers/dataforseo/client";
import { createTestEnv } from "../support/test-env";
import { startVendorServer, type VendorServer } from "../support/vendor-server";
import { failure } from "./provider-failure";

let vendor: VendorServer;
let client: ReturnType<typeof createDataForSeoClient>;
const PATH = "/v3/serp/google/organic/live/advanced";

const envelope = (tasks: object[], status_code = 20000, status_message = "Ok.") => ({
  version: "0.1.20240801",
  status_code,
  status_message,
  time: "0.1 sec.",
  cost: 0.002,
  tasks_count: tasks.length,
  tasks_error: tasks.filter((task) => (task as { status_code: number }).status_code !== 20000).length,
  tasks,
});
const task = (status_code: number, status_message: string, result: object[] | null) => ({
  id: "11241000-1111-0066-0000-8f1a3c2e1a9b",
  status_code,
  status_message,
  time: "0.05 sec.",
  cost: 0.002,
  result_count: result?.length ?? 0,
  path: ["v3", "serp", "google", "organic", "live", "advanced"],
  data: {},
  result,
});

beforeAll(async () => {
  vendor = await startVendorServer();
  const { env } = await createTestEnv({
    DATAFORSEO_LOGIN: "ops@example.com",
    DATAFORSEO_PASSWORD: "s3cret",
    DATAFORSEO_BASE_URL: `${vendor.url}/`,
    DATAFORSEO_TIMEOUT_MS: "10000",
  });
  const config = dataForSeoConfig(env);
  if (!config) throw new Error("config expected");
  client = createDataForSeoClient(config);
});
afterAll(() => vendor.close());
beforeEach(() => {
  vendor.requests.length = 0;
});

describe("DataForSEO client", () => {
  it("is not configured without login and password, and refuses one without the other", async () => {
    const { env } = await createTestEnv();
    expect(dataForSeoConfig(env)).toBeNull();
    await expect(createTestEnv({ DATAFORSEO_LOGIN: "a" })).rejects.toThrow(/DATAFORSEO_PASSWORD/);
  });

  it("POSTs the task array with basic auth and returns the task's result", async () => {
    vendor.handle(() => ({ json: envelope([task(20000, "Ok.", [{ keyword: "seo", items: [] }])]) }));
    const result = await client.postOne<{ keyword: string }>(PATH, { keyword: "seo", depth: 100 });
    expect(result).toEqual([{ keyword: "seo", items: [] }]);
    const [request] = vendor.requests;
    expect(request?.method).toBe("POST");
    expect(request?.url.pathname).toBe(PATH);
    expect(request?.headers.authorization).toBe(
      `Basic ${Buffer.from("ops@example.com:s3cret").toString("base64")}`,
    );
    expect(JSON.parse(request?.body ?? "null")).toEqual([{ keyword: "seo", depth: 100 }]);
  });

  it("reads failures inside an HTTP 200 from tasks[].status_code", async () => {
    vendor.handle(() => ({ json: envelope([task(40501, "Invalid Field: 'target'.", null)]) }));
    const invalid = await failure(client.postOne(PATH, { target: "" }));
    expect([invalid.kind, invalid.vendorCode, invalid.retriable]).toEqual(["invalid_request", 40501, false]);
    expect(invalid.message).toContain("Invalid Field");

    vendor.handle(() => ({ json: envelope([task(40101, "Internal SE Server Error.", null)]) }));
    const engine = await failure(client.postOne(PATH, { keyword: "seo" }));
    expect([engine.kind, engine.retriable]).toEqual(["unavailable", true]);

    vendor.handle(() => ({ json: envelope([task(40202, "Rate-limit per minute is exceeded.", null)]) }));
    expect((await failure(client.postOne(PATH, {}))).kind).toBe("rate_limited");

    // post() hands every task back with its own status for callers that batch.
    vendor.handle(() => ({
      json: envelope([task(20000, "Ok.", []), task(40501, "Invalid Field: 'x'.", null)]),
    }));
    const tasks = await client.post(PATH, [{}, {}]);
    expect(tasks.map((entry) => entry.status_code)).toEqual([20000, 40501]);
  });

  it("reads an envelope-level failure inside an HTTP 200", async () => {
    vendor.handle(() => ({ json: envelope([], 40210, "You don't have enough funds on your account.") }));
    const error = await failure(client.postOne(PATH, {}));
    expect([error.kind, error.vendorCode]).toEqual(["payment_required", 40210]);
  });

  it("maps HTTP 401, 402 and 429 to typed errors", async () => {
    vendor.handle(() => ({
      status: 401,
      json: { status_code: 40100, status_message: "You are not authorized." },
    }));
    expect((await failure(client.postOne(PATH, {}))).kind).toBe("unauthorized");
    vendor.handle(() => ({ status: 402, json: { status_code: 40200, status_message: "Payment Required." } }));
    expect((await failure(client.postOne(PATH, {}))).kind).toBe("payment_required");
    vendor.handle(() => ({ status: 429, text: "Too Many Requests" }));
    const limited = await failure(client.postOne(PATH, {}));
    expect([limited.kind, limited.retriable]).toEqual(["rate_limited", true]);
    vendor.handle(() => ({ status: 500, text: "<html>oops</html>" }));
    expect((await failure(client.postOne(PATH, {}))).kind).toBe("unavailable");
  });

  it("turns a silent server into a timeout, and keeps the caller's abort an abort", async () => {
    vendor.handle(() => "hang");
    const quick = createDataForSeoClient({ login: "a", password: "b", baseUrl: vendor.url, timeoutMs: 200 });
    const timeout = await failure(quick.postOne(PATH, {}));
    expect([timeout.kind, timeout.retriable]).toEqual(["timeout", true]);

    const controller = new AbortController();
    const pending = client.postOne(PATH, {}, { signal: controller.signal });
    controller.abort(new Error("user left"));
    await expect(pending).rejects.toThrow("user left");
  });
});
