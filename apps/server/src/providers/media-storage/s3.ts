import { createHash, createHmac } from "node:crypto";
import { MEDIA_MAX_BYTES } from "../../content-media/store-image";
import { ProviderError, type ProviderErrorKind } from "../provider-error";
import { readCappedBytes, readCappedText } from "../read-capped-response";
import type { MediaStorage } from "./types";

export type S3Config = {
  /** Path-style endpoint; AWS's regional one when unset. */
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
};

const TIMEOUT_MS = 30_000;
const sha256 = (data: Uint8Array | string) => createHash("sha256").update(data).digest("hex");
const hmac = (key: Buffer | string, data: string) => createHmac("sha256", key).update(data).digest();

/** AWS Signature Version 4 headers for one request (path-style, no query string). */
export function signS3Request(
  config: S3Config,
  request: { method: string; url: URL; body: Uint8Array; headers: Record<string, string> },
  now: Date,
): Record<string, string> {
  const amzDate = now
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
  const day = amzDate.slice(0, 8);
  const headers: Record<string, string> = {
    ...request.headers,
    host: request.url.host,
    "x-amz-content-sha256": sha256(request.body),
    "x-amz-date": amzDate,
  };
  const names = Object.keys(headers)
    .map((name) => name.toLowerCase())
    .sort();
  const lower = Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]),
  );
  const signedHeaders = names.join(";");
  const canonical = [
    request.method,
    request.url.pathname,
    "",
    ...names.map((name) => `${name}:${String(lower[name]).trim()}`),
    "",
    signedHeaders,
    lower["x-amz-content-sha256"],
  ].join("\n");
  const scope = `${day}/${config.region}/s3/aws4_request`;
  const toSign = ["AWS4-HMAC-SHA256", amzDate, scope, sha256(canonical)].join("\n");
  let key = hmac(`AWS4${config.secretAccessKey}`, day);
  for (const part of [config.region, "s3", "aws4_request"]) key = hmac(key, part);
  const signature = createHmac("sha256", key).update(toSign).digest("hex");
  return {
    ...headers,
    authorization: `AWS4-HMAC-SHA256 Credential=${config.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`,
  };
}

function errorKind(status: number): ProviderErrorKind {
  if (status === 401 || status === 403) return "unauthorized";
  if (status === 429 || status === 503) return "rate_limited";
  if (status >= 500) return "unavailable";
  return "invalid_request";
}

/** S3's PutObject and GetObject over its REST wire format, signed with SigV4. */
export function s3Storage(config: S3Config): MediaStorage {
  const base = (config.endpoint ?? `https://s3.${config.region}.amazonaws.com`).replace(/\/$/, "");
  const call = async (
    method: "PUT" | "GET",
    key: string,
    body: Uint8Array = new Uint8Array(),
    type?: string,
  ) => {
    const url = new URL(
      `${base}/${encodeURIComponent(config.bucket)}/${key.split("/").map(encodeURIComponent).join("/")}`,
    );
    const headers = signS3Request(
      config,
      { method, url, body, headers: type ? { "content-type": type } : {} },
      new Date(),
    );
    const { host: _host, ...sent } = headers;
    try {
      return await fetch(url, {
        method,
        headers: sent,
        body: method === "PUT" ? new Uint8Array(body) : undefined,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      const timedOut = (error as Error).name === "TimeoutError";
      throw new ProviderError("s3", timedOut ? "timeout" : "unavailable", (error as Error).message);
    }
  };
  const fail = async (response: Response): Promise<never> => {
    const xml = await readCappedText(response, "s3");
    const code = xml.match(/<Code>([^<]*)<\/Code>/)?.[1] ?? "";
    const message = xml.match(/<Message>([^<]*)<\/Message>/)?.[1] ?? response.statusText;
    throw new ProviderError("s3", errorKind(response.status), `${code} ${message}`.trim(), response.status);
  };
  return {
    kind: "s3",
    async put(key, bytes, contentType) {
      const response = await call("PUT", key, bytes, contentType);
      if (!response.ok) await fail(response);
      await readCappedBytes(response, "s3");
    },
    async get(key) {
      const response = await call("GET", key);
      if (response.status === 404) {
        await readCappedBytes(response, "s3");
        return null;
      }
      if (!response.ok) await fail(response);
      // Stored objects are our own WebP variants of at most MEDIA_MAX_BYTES uploads.
      return readCappedBytes(response, "s3", MEDIA_MAX_BYTES);
    },
  };
}
