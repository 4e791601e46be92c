// `npm run dev`: the server with reload on change (tsx watch, port 3000) and Vite's dev server
// with hot module replacement (port 5173, proxying /api to the server). Ctrl+C stops both.
import { spawn } from "node:child_process";

const children = [
  spawn("npm", ["run", "dev", "-w", "@sitelens/server"], {
    stdio: "inherit",
    env: { DEV_MAILBOX: "true", ...process.env, PORT: "3000" },
  }),
  spawn("npm", ["run", "dev", "-w", "@sitelens/web", "--", "--host", "127.0.0.1"], { stdio: "inherit" }),
];
console.log("Sitelens dev: open http://127.0.0.1:5173 (API on http://localhost:3000)");

const stop = () => {
  for (const child of children) child.kill("SIGTERM");
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children)
  child.on("exit", (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
