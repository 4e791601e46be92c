import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
  test: { name: "web", include: ["src/**/*.test.ts", "src/**/*.test.tsx"], passWithNoTests: true },
});
