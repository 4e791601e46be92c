import { describe, expect, it } from "vitest";
import { pgliteTemplate } from "../../test/support/pglite-template";
import { openDatabase } from "../db/open-database";
import { loadCredentialsKey } from "./load-credentials-key";
import { credentialsKeyFrom, openSecret, SealedSecretError, sealSecret } from "./seal-secret";

const key = credentialsKeyFrom("k".repeat(40));

describe("sealSecret / openSecret", () => {
  it("round-trips and never repeats a nonce or shows the plain text", () => {
    const plain = "1//0gRefreshTokenÇğış";
    const first = sealSecret(key, plain, "google:u1:refresh");
    const second = sealSecret(key, plain, "google:u1:refresh");
    expect(first).not.toBe(second);
    expect(first).not.toContain("RefreshToken");
    expect(first).toMatch(/^sl1\.[0-9a-f]{8}\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(openSecret(key, first, "google:u1:refresh")).toBe(plain);
    expect(openSecret(key, sealSecret(key, "", "c"), "c")).toBe("");
  });

  it("refuses another context, a tampered envelope, another key and non-envelopes", () => {
    const sealed = sealSecret(key, "secret", "google:u1:refresh");
    expect(() => openSecret(key, sealed, "google:u2:refresh")).toThrow(SealedSecretError);
    const parts = sealed.split(".");
    const flipped = Buffer.from(parts[3]!, "base64url");
    flipped[0]! ^= 1;
    parts[3] = flipped.toString("base64url");
    expect(() => openSecret(key, parts.join("."), "google:u1:refresh")).toThrow(/authentication/);
    expect(() => openSecret(credentialsKeyFrom("x".repeat(40)), sealed, "google:u1:refresh")).toThrow(
      /another key/,
    );
    expect(() => openSecret(key, "ya29.plain-token", "c")).toThrow(/not a sealed secret/);
  });

  it("needs key material of at least 32 characters", () => {
    expect(() => credentialsKeyFrom("short")).toThrow(SealedSecretError);
  });
});

describe("loadCredentialsKey", () => {
  it("uses CREDENTIALS_KEY when set, else generates one key kept in the database", async () => {
    expect((await loadCredentialsKey({} as never, "c".repeat(32))).id).toBe(
      credentialsKeyFrom("c".repeat(32)).id,
    );
    const env = { DATABASE_URL: undefined, DATABASE_POOL_MAX: 1, dataDir: ":memory:" };
    const template = await pgliteTemplate();
    const database = await openDatabase(env, template);
    try {
      const generated = await loadCredentialsKey(database, undefined);
      const sealed = sealSecret(generated, "token", "ctx");
      // Another process (another Database handle on the same data) opens what this one sealed.
      const again = await loadCredentialsKey({ ...database }, undefined);
      expect(again.id).toBe(generated.id);
      expect(openSecret(again, sealed, "ctx")).toBe("token");
    } finally {
      await database.close();
    }
  });
});
