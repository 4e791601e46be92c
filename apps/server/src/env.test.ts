import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "./env";

describe("parseEnv", () => {
  it("fills defaults for an empty environment", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ PORT: 3000, SITELENS_ROLE: "all", NODE_ENV: "development", SISTER_APPS: [] });
    expect(env.dataDir).toMatch(/data$/);
  });

  it("lists every problem at once", () => {
    let error: unknown;
    try {
      parseEnv({ PORT: "eighty", DATABASE_URL: "mysql://x", SITELENS_ROLE: "cook", SISTER_APPS: "[oops" });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(EnvError);
    const message = (error as Error).message;
    for (const name of ["PORT", "DATABASE_URL", "SITELENS_ROLE", "SISTER_APPS"])
      expect(message).toContain(name);
  });

  it("refuses crawler overrides and a missing secret in production", () => {
    expect(() => parseEnv({ NODE_ENV: "production", CRAWLER_ALLOW_PRIVATE: "true" })).toThrow(
      /AUTH_SECRET[\s\S]*CRAWLER/,
    );
  });

  it("keeps the development mailbox off unless asked, and refuses it in production and on https", () => {
    expect(parseEnv({}).DEV_MAILBOX).toBe(false);
    expect(parseEnv({ DEV_MAILBOX: "true" }).DEV_MAILBOX).toBe(true);
    expect(() => parseEnv({ DEV_MAILBOX: "true", PUBLIC_URL: "https://sitelens.app" })).toThrow(
      /DEV_MAILBOX/,
    );
    expect(() =>
      parseEnv({ DEV_MAILBOX: "true", NODE_ENV: "production", AUTH_SECRET: "x".repeat(32) }),
    ).toThrow(/DEV_MAILBOX/);
  });

  it("refuses production without PUBLIC_URL or CREDENTIALS_KEY, naming both", () => {
    const production = { NODE_ENV: "production", AUTH_SECRET: "x".repeat(32) };
    expect(() => parseEnv(production)).toThrow(/PUBLIC_URL[\s\S]*CREDENTIALS_KEY/);
    expect(() => parseEnv({ ...production, PUBLIC_URL: "https://sitelens.app" })).toThrow(/CREDENTIALS_KEY/);
    const safe = { ...production, PUBLIC_URL: "https://sitelens.app", CREDENTIALS_KEY: "k".repeat(32) };
    expect(parseEnv(safe).PUBLIC_URL).toBe("https://sitelens.app");
  });
});
