import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { AUDITS } from "../../packages/engine/src/audits/registry";

export default defineConfig({
  define: { __AUDIT_COUNT__: JSON.stringify(AUDITS.length) },
  resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
  test: { name: "web", include: ["src/**/*.test.ts", "src/**/*.test.tsx"], passWithNoTests: true },
});
