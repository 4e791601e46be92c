import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resources } from "@/locales";
import { ApiError, api, apiDownload } from "./api-client";
import { initI18n } from "./i18n";

type Seen = { method?: string; language?: string; csrf?: string; body: string };
let seen: Seen = { body: "" };
let baseUrl = "";
const server = http.createServer((request, response) => {
  let body = "";
  request.on("data", (chunk) => {
    body += chunk;
  });
  request.on("end", () => {
    seen = {
      method: request.method,
      language: request.headers["accept-language"],
      csrf: request.headers["x-csrf-token"] as string | undefined,
      body,
    };
    response.setHeader("Content-Type", "application/json");
    if (request.url === "/api/missing") {
      response.statusCode = 404;
      response.end(JSON.stringify({ error: { code: "not_found", message: "Bulunamadı." } }));
    } else if (request.url === "/api/report.pdf") {
      response.statusCode = 429;
      response.end(
        JSON.stringify({ error: { code: "quota_exceeded", message: "PDF rapor kotası doldu (5)." } }),
      );
    } else if (request.url === "/api/file.pdf") {
      response.setHeader("Content-Type", "application/pdf");
      response.setHeader("Content-Disposition", 'attachment; filename="report-tr.pdf"');
      response.end("%PDF-1.4");
    } else if (request.url === "/api/broken") {
      response.statusCode = 502;
      response.end("<html>bad gateway</html>");
    } else {
      response.end(JSON.stringify({ ok: true }));
    }
  });
});

beforeAll(async () => {
  initI18n("tr", resources);
  // The client reads the CSRF cookie the way a browser exposes it.
  Object.assign(globalThis, { document: { cookie: "other=1; sitelens_csrf=token%2Fvalue" } });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  Reflect.deleteProperty(globalThis, "document");
  await new Promise((resolve) => server.close(resolve));
});

describe("api client", () => {
  it("sends the interface language and returns the JSON body", async () => {
    await expect(api.get(`${baseUrl}/api/ok`)).resolves.toEqual({ ok: true });
    expect(seen).toMatchObject({ method: "GET", language: "tr", csrf: undefined });
  });

  it("copies the CSRF cookie into a header on writes", async () => {
    await api.post(`${baseUrl}/api/things`, { name: "x" });
    expect(seen).toMatchObject({ method: "POST", csrf: "token/value", body: '{"name":"x"}' });
  });

  it("turns an error body into an ApiError with the server's message", async () => {
    const error = await api.get(`${baseUrl}/api/missing`).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: "not_found", message: "Bulunamadı.", status: 404 });
  });

  it("gives a translated message when the answer is not ours or the server is unreachable", async () => {
    await expect(api.get(`${baseUrl}/api/broken`)).rejects.toMatchObject({ code: "http_error", status: 502 });
    await expect(api.get("http://127.0.0.1:1/api/ok")).rejects.toMatchObject({
      code: "network_error",
      message: "Sunucuya ulaşılamadı. Bağlantınızı kontrol edip tekrar deneyin.",
    });
  });

  it("downloads a file, or throws the server's refusal (a used-up quota) for the toast", async () => {
    const file = await apiDownload(`${baseUrl}/api/file.pdf`);
    expect(file.fileName).toBe("report-tr.pdf");
    expect(await file.blob.text()).toBe("%PDF-1.4");
    await expect(apiDownload(`${baseUrl}/api/report.pdf`)).rejects.toMatchObject({
      code: "quota_exceeded",
      message: "PDF rapor kotası doldu (5).",
      status: 429,
    });
  });
});
