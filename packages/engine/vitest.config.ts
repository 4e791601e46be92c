import { defineConfig } from "vitest/config";

// The timeout only catches hangs: Vitest's 5 s default failed CPU-bound tests on a busy 2-core CI machine.
export default defineConfig({
  test: { name: "engine", include: ["src/**/*.test.ts", "test/**/*.test.ts"], testTimeout: 30_000 },
});
