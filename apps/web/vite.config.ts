import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { AUDITS } from "../../packages/engine/src/audits/registry";

const serverOrigin = "http://127.0.0.1:3000";

export default defineConfig({
  plugins: [react(), tailwindcss()],
  // Marketing pages state how many checks the engine runs; the number comes from the engine itself.
  define: { __AUDIT_COUNT__: JSON.stringify(AUDITS.length) },
  resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
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
            // Only the libraries every page needs: a catch-all group would pull the app screens'
            // heavy libraries (charts, PDF) into the landing page's first load.
            {
              name: "vendor",
              test: /node_modules[\\/](react-router|@tanstack|i18next|react-i18next|sonner|@radix-ui|radix-ui|clsx|tailwind-merge|class-variance-authority)[\\/]/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
