import { type Env, parseEnv } from "../../src/env";
import { createFreshPostgres } from "./fresh-postgres";

/**
 * The environment of one test file: PostgreSQL in a fresh database when DATABASE_URL is set
 * (the CI's second pass), else PGlite in memory.
 */
export async function createTestEnv(
  overrides: Record<string, string> = {},
): Promise<{ env: Env; cleanup: () => Promise<void> }> {
  const base = process.env.DATABASE_URL;
  const postgres = base ? await createFreshPostgres(base) : null;
  const env = parseEnv({
    NODE_ENV: "test",
    PORT: "0",
    HOST: "127.0.0.1",
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? "silent",
    DATA_DIR: ":memory:",
    AUTH_SECRET: "test-secret-test-secret-test-secret-0123",
    // Tests read sign-up and reset codes from the development outbox.
    DEV_MAILBOX: "true",
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    ...overrides,
  });
  return { env, cleanup: async () => postgres?.drop() };
}
