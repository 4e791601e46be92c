import { CSRF_COOKIE, CSRF_HEADER } from "../../src/http/csrf";

/**
 * A tiny browser stand-in for integration tests: keeps cookies, sends the CSRF header like the
 * SPA does, and asks for a language.
 */
export class TestClient {
  private readonly cookies = new Map<string, string>();

  constructor(
    readonly baseUrl: string,
    private language: "tr" | "en" = "en",
  ) {}

  setLanguage(language: "tr" | "en") {
    this.language = language;
    return this;
  }

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  /** The same signed-in browser pointed at another process of the same installation. */
  at(baseUrl: string): TestClient {
    const moved = new TestClient(baseUrl, this.language);
    for (const [name, value] of this.cookies) moved.cookies.set(name, value);
    return moved;
  }

  async request(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Response> {
    if (method !== "GET" && !this.cookies.has(CSRF_COOKIE)) await this.request("GET", "/api/health");
    const response = await fetch(new URL(path, this.baseUrl), {
      method,
      redirect: "manual",
      headers: {
        "accept-language": this.language,
        ...(body === undefined || body instanceof FormData ? {} : { "content-type": "application/json" }),
        ...(this.cookies.size ? { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ") } : {}),
        ...(method === "GET" ? {} : { [CSRF_HEADER]: this.cookies.get(CSRF_COOKIE) ?? "" }),
        ...headers,
      },
      body: body === undefined || body instanceof FormData ? body : JSON.stringify(body),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const [name, ...rest] = pair!.split("=");
      const value = rest.join("=");
      if (/max-age=0/i.test(line) || value === "") this.cookies.delete(name!.trim());
      else this.cookies.set(name!.trim(), value);
    }
    return response;
  }

  get(path: string, headers?: Record<string, string>) {
    return this.request("GET", path, undefined, headers);
  }

  post(path: string, body: unknown = {}, headers?: Record<string, string>) {
    return this.request("POST", path, body, headers);
  }

  async json<T = unknown>(
    method: string,
    path: string,
    body?: unknown,
  ): Promise<{ status: number; body: T }> {
    const response = await this.request(method, path, body);
    return { status: response.status, body: (await response.json()) as T };
  }
}
