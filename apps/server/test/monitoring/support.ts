import { randomBytes } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { registerAndConfirm } from "../accounts/support";
import { startLocalSmtp } from "../support/local-smtp";
import { startTestServer, type TestServer } from "../support/start-test-server";
import type { TestClient } from "../support/test-client";

export type FixtureMode = "good" | "worse" | "down";

const page = (title: string | null, body: string) =>
  `<!doctype html><html lang="en"><head>${title ? `<title>${title}</title><meta name="description" content="${title}: a page of the monitoring fixture, long enough to be a proper description.">` : ""}<meta name="viewport" content="width=device-width"></head><body>${body}</body></html>`;

/**
 * A small site whose pages change between analyses. good: a home page linking /a and /b, all
 * titled. worse: the home page loses its title, description and heading, /a answers 404, /b is no
 * longer linked and /c appears. down: every connection is dropped.
 */
export async function startChangingSite(): Promise<{
  port: number;
  mode: { current: FixtureMode };
  close(): Promise<void>;
}> {
  const mode = { current: "good" as FixtureMode };
  const server: Server = createServer((request, response) => {
    if (mode.current === "down") return void request.socket.destroy();
    const worse = mode.current === "worse";
    const send = (status: number, html: string) => {
      response.writeHead(status, { "content-type": "text/html; charset=utf-8" });
      response.end(html);
    };
    switch (request.url) {
      case "/":
        return worse
          ? send(200, page(null, `<p>Home</p><a href="/a">A</a> <a href="/c">C</a>`))
          : send(200, page("Monitoring fixture home", `<h1>Home</h1><a href="/a">A</a> <a href="/b">B</a>`));
      case "/a":
        return worse
          ? send(404, page("Not found", "<h1>Gone</h1>"))
          : send(200, page("Page A", "<h1>A</h1>"));
      case "/b":
        return send(200, page("Page B", "<h1>B</h1>"));
      case "/c":
        return worse ? send(200, page("Page C", "<h1>C</h1>")) : send(404, page("Not found", ""));
      default:
        return send(404, page("Not found", ""));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as AddressInfo).port,
    mode,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** A confirmed user whose sign-up code is read from the SMTP server, as the real e-mail would be. */
export async function signUpOverSmtp(
  server: TestServer,
  smtp: Awaited<ReturnType<typeof startLocalSmtp>>,
  language: "tr" | "en",
): Promise<{ client: TestClient; userId: string; email: string }> {
  const email = `monitor-${randomBytes(4).toString("hex")}@example.com`;
  const client = server.client(language);
  const userId = await registerAndConfirm(client, email, undefined, async (_client, to) => {
    const code = smtp
      .to(to)
      .at(-1)
      ?.text.match(/\b\d{4}\b/)?.[0];
    if (!code) throw new Error(`no code e-mailed to ${to}`);
    return code;
  });
  return { client, userId, email };
}

/** The real server (API + worker) sending through a real SMTP server, the changing site reachable as `host`. */
export async function startMonitoringServer(host: string, env: Record<string, string> = {}) {
  const smtp = await startLocalSmtp();
  const fixture = await startChangingSite();
  const server = await startTestServer({
    env: {
      SMTP_URL: smtp.url,
      MAIL_FROM: "Sitelens <no-reply@sitelens.test>",
      CRAWLER_RESOLVE: `${host}:${fixture.port}:127.0.0.1`,
      CRAWLER_ALLOW_PRIVATE: "true",
      ANALYSIS_LIGHTHOUSE: "false",
      ...env,
    },
  });
  return {
    smtp,
    fixture,
    server,
    async stop() {
      await server.stop();
      await fixture.close();
      await smtp.close();
    },
  };
}
