import { defineConfig } from "vitest/config";

// One run covers every workspace; browser tests live in e2e/ and need the built SPA.
export default defineConfig({
  test: {
    // Most test time is spent waiting on real servers, databases and a browser: on this 2-core
    // machine three files at a time finish sooner than Vitest's default of one.
    maxWorkers: 3,
    projects: [
      "packages/shared",
      "packages/engine",
      "apps/server",
      "apps/web",
      {
        test: {
          name: "e2e",
          include: ["e2e/**/*.test.ts"],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
