import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
  // The timeout only catches hangs: Vitest's 5 s default failed CPU-bound tests on a busy 2-core CI machine.
  test: {
    name: "web",
    include: ["src/**/*.test.ts", "src/**/*.test.tsx"],
    passWithNoTests: true,
    testTimeout: 30_000,
  },
});
