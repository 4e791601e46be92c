import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ErrorBody, readJson, startPageToolsServer } from "../page-tools/support";
import { signUpTestUser } from "../support/sign-up-test-user";

type Uploaded = { id: string; width: number; height: number; variants: { width: number; url: string }[] };

let env: Awaited<ReturnType<typeof startPageToolsServer>>;
let owner: Awaited<ReturnType<typeof signUpTestUser>>;

beforeAll(async () => {
  env = await startPageToolsServer();
  owner = await signUpTestUser(env.server, { language: "tr" });
}, 120_000);
afterAll(async () => {
  await env?.stop();
});

const image = (format: "png" | "jpeg" | "webp", width = 2000, height = 1000) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .toFormat(format)
    .toBuffer();
const upload = (bytes: Uint8Array, name: string, type: string, client = owner.client) => {
  const form = new FormData();
  form.append("file", new File([new Uint8Array(bytes)], name, { type }));
  return client.request("POST", "/api/content-media", form);
};

describe("content media uploads", () => {
  it("stores a PNG as WebP variants no wider than the original, readable by the uploader", async () => {
    const response = await upload(await image("png"), "kahve.png", "image/png");
    expect(response.status).toBe(201);
    const stored = await readJson<Uploaded>(response);
    expect(stored).toMatchObject({ width: 2000, height: 1000 });
    expect(stored.variants.map((variant) => variant.width)).toEqual([480, 960, 1600]);
    const file = await owner.client.get(stored.variants[0]!.url);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("image/webp");
    const meta = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 480, height: 240 });
    // On disk under DATA_DIR/media, in the uploader's own folder.
    const dataDir = env.server.context.env.dataDir;
    const root = dataDir === ":memory:" ? null : path.join(dataDir, "media", owner.userId, stored.id);
    if (root) expect(fs.readdirSync(root).sort()).toEqual(["1600.webp", "480.webp", "960.webp"]);
  });

  it("accepts JPG and WebP, and never enlarges a small image", async () => {
    const jpeg = await readJson<Uploaded>(await upload(await image("jpeg", 300, 200), "a.jpg", "image/jpeg"));
    expect(jpeg.variants.map((variant) => variant.width)).toEqual([300]);
    const webp = await upload(await image("webp", 800, 600), "b.webp", "image/webp");
    expect((await readJson<Uploaded>(webp)).variants.map((variant) => variant.width)).toEqual([480, 800]);
  });

  it("refuses a PHP script named .png and sent as image/png", async () => {
    const php = new TextEncoder().encode('<?php system($_GET["c"]); ?>');
    const response = await upload(php, "shell.png", "image/png");
    expect(response.status).toBe(415);
    expect((await readJson<ErrorBody>(response)).error).toEqual({
      code: "media_type_refused",
      message: "Yalnızca WebP, JPG ve PNG görseller yüklenebilir.",
    });
  });

  it("refuses a file with an image signature that does not decode, and a GIF", async () => {
    const header = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const fake = Buffer.concat([header, Buffer.from("<?php echo 1; ?>")]);
    expect((await upload(fake, "x.png", "image/png")).status).toBe(415);
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#fff" } })
      .gif()
      .toBuffer();
    expect((await upload(gif, "x.png", "image/png")).status).toBe(415);
  });

  it("refuses an image over 10 MB", async () => {
    const big = Buffer.concat([await image("png", 10, 10), Buffer.alloc(10 * 1024 * 1024)]);
    const response = await upload(big, "big.png", "image/png");
    expect(response.status).toBe(413);
  });

  it("keeps images private to their uploader", async () => {
    const stored = await readJson<Uploaded>(await upload(await image("png", 500, 500), "c.png", "image/png"));
    const other = await signUpTestUser(env.server);
    expect((await other.client.get(stored.variants[0]!.url)).status).toBe(404);
    expect((await owner.client.get(stored.variants[0]!.url)).status).toBe(200);
    expect((await owner.client.get(`/api/content-media/${stored.id}/..%2F..%2Fx.webp`)).status).toBe(400);
  });
});
