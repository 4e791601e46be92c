import { createHash } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { s3Storage, signS3Request } from "../../src/providers/media-storage/s3";
import { ProviderError } from "../../src/providers/provider-error";

describe("S3 request signing", () => {
  it("matches AWS's published Signature Version 4 example (GET /test.txt with a Range)", () => {
    const headers = signS3Request(
      {
        region: "us-east-1",
        bucket: "examplebucket",
        accessKeyId: "AKIAIOSFODNN7EXAMPLE",
        secretAccessKey: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
      },
      {
        method: "GET",
        url: new URL("https://examplebucket.s3.amazonaws.com/test.txt"),
        body: new Uint8Array(),
        headers: { range: "bytes=0-9" },
      },
      new Date("2013-05-24T00:00:00Z"),
    );
    expect(headers.authorization).toBe(
      "AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41",
    );
  });
});

/** A local server speaking S3's path-style REST format: PutObject, GetObject and XML errors. */
let server: Server;
let endpoint: string;
const objects = new Map<string, { body: Buffer; type: string }>();
let nextError: { status: number; code: string } | null = null;

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const body = Buffer.concat(chunks);
      const error = (status: number, code: string) =>
        response
          .writeHead(status, { "content-type": "application/xml" })
          .end(
            `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${code} happened</Message></Error>`,
          );
      if (nextError) return error(nextError.status, nextError.code);
      const auth = request.headers.authorization ?? "";
      if (!auth.startsWith("AWS4-HMAC-SHA256 Credential=LOCALKEY/")) return error(403, "InvalidAccessKeyId");
      if (request.headers["x-amz-content-sha256"] !== createHash("sha256").update(body).digest("hex"))
        return error(400, "XAmzContentSHA256Mismatch");
      const key = request.url ?? "";
      if (request.method === "PUT") {
        objects.set(key, { body, type: String(request.headers["content-type"]) });
        return response.writeHead(200, { etag: '"1"' }).end();
      }
      const found = objects.get(key);
      if (!found) return error(404, "NoSuchKey");
      response.writeHead(200, { "content-type": found.type }).end(found.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const config = { region: "eu-central-1", bucket: "medya", accessKeyId: "LOCALKEY", secretAccessKey: "gizli" };

describe("S3-compatible media storage", () => {
  it("puts and gets an object under the bucket's path", async () => {
    const storage = s3Storage({ ...config, endpoint });
    const bytes = new Uint8Array([1, 2, 3, 250]);
    await storage.put("user-1/abc/480.webp", bytes, "image/webp");
    expect(objects.get("/medya/user-1/abc/480.webp")).toEqual({
      body: Buffer.from(bytes),
      type: "image/webp",
    });
    expect(await storage.get("user-1/abc/480.webp")).toEqual(bytes);
    expect(await storage.get("user-1/abc/960.webp")).toBeNull();
  });

  it("reports the vendor's error code: bad credentials, throttling", async () => {
    const wrong = s3Storage({ ...config, endpoint, accessKeyId: "OTHER" });
    const denied = await wrong.put("k/1.webp", new Uint8Array([1]), "image/webp").catch((e: unknown) => e);
    expect(denied).toBeInstanceOf(ProviderError);
    expect(denied).toMatchObject({ kind: "unauthorized", vendorCode: 403 });
    expect((denied as Error).message).toContain("InvalidAccessKeyId");
    nextError = { status: 503, code: "SlowDown" };
    try {
      const slow = await s3Storage({ ...config, endpoint })
        .get("k/1.webp")
        .catch((e: unknown) => e);
      expect(slow).toMatchObject({ kind: "rate_limited", vendorCode: 503 });
    } finally {
      nextError = null;
    }
  });
});
