import { defineConfig } from "vitest/config";

// One run covers every workspace; browser tests live in e2e/ and need the built SPA.
export default defineConfig({
  test: {
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
