import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { AUDITS } from "../../packages/engine/src/audits/registry";

const serverOrigin = "http://127.0.0.1:3000";

/**
 * react-router's package exports name only its development build (remix-run/react-router#14102),
 * which keeps dev-only warnings in production bundles; the production build sits beside it.
 */
const reactRouterProduction = fileURLToPath(
  new URL("../../node_modules/react-router/dist/production/index.mjs", import.meta.url),
);

export default defineConfig(({ command }) => ({
  plugins: [react(), tailwindcss()],
  // Marketing pages state how many checks the engine runs; the number comes from the engine itself.
  define: { __AUDIT_COUNT__: JSON.stringify(AUDITS.length) },
  resolve: {
    alias: [
      { find: "@", replacement: fileURLToPath(new URL("./src", import.meta.url)) },
      ...(command === "build" ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : []),
    ],
  },
  server: {
    proxy: {
      "/api": { target: serverOrigin, changeOrigin: false },
      "/sw.js": { target: serverOrigin },
    },
  },
  build: {
    outDir: "dist",
    assetsDir: "assets",
    emptyOutDir: true,
    // Libraries change less often than our code, so they get their own long-cached file.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: "react", test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 },
            // Only the libraries every page needs: a catch-all group would pull what screens and
            // menus load on demand (charts, PDF, Radix menus and dialogs, sonner) into the first load.
            {
              name: "vendor",
              test: /node_modules[\\/](react-router|@tanstack|i18next|react-i18next|clsx|tailwind-merge|class-variance-authority|@radix-ui[\\/]react-(slot|compose-refs))[\\/]/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
}));
