import type { Env } from "../../env";
import { fetchWithTimeout, ProviderError, type ProviderErrorKind } from "../provider-error";

const PROVIDER = "dataforseo";

export interface DataForSeoConfig {
  login: string;
  password: string;
  baseUrl: string;
  timeoutMs: number;
}

/** One entry of the envelope's tasks[]: each carries its own status, whatever the HTTP status said. */
export interface DataForSeoTask<Result = unknown> {
  id: string;
  status_code: number;
  status_message: string;
  cost?: number;
  path?: string[];
  data?: unknown;
  result: Result[] | null;
}

interface Envelope<Result> {
  status_code: number;
  status_message: string;
  tasks?: DataForSeoTask<Result>[] | null;
}

export interface DataForSeoClient {
  /** POSTs the task array; returns every task (each with its own status_code) once the envelope is ok. */
  post<Result>(
    path: string,
    tasks: object[],
    options?: { signal?: AbortSignal },
  ): Promise<DataForSeoTask<Result>[]>;
  /** Live endpoints take one task: returns its result[] or throws the task's failure as a ProviderError. */
  postOne<Result>(path: string, task: object, options?: { signal?: AbortSignal }): Promise<Result[]>;
  /** GET lists (locations and languages): the one task's result[], its failure thrown like postOne's. */
  getOne<Result>(path: string, options?: { signal?: AbortSignal }): Promise<Result[]>;
}

/** The operator's DataForSEO account from the env, or null when it is not configured. */
export function dataForSeoConfig(env: Env): DataForSeoConfig | null {
  if (!env.DATAFORSEO_LOGIN || !env.DATAFORSEO_PASSWORD) return null;
  return {
    login: env.DATAFORSEO_LOGIN,
    password: env.DATAFORSEO_PASSWORD,
    baseUrl: env.DATAFORSEO_BASE_URL,
    timeoutMs: env.DATAFORSEO_TIMEOUT_MS,
  };
}

/**
 * DataForSEO's status codes (docs.dataforseo.com/v3/appendix/errors): 20000 ok, 20100 task created;
 * 40100 auth; 402xx account (40202 per-minute limit, 40209 concurrency are rate limits; 40200/40203/40210
 * money or cost limit); 40101 the search engine failed (billed, retriable); 404xx/405xx bad request; 50000 theirs.
 */
export function kindForStatusCode(code: number): ProviderErrorKind {
  if (code === 40202 || code === 40209) return "rate_limited";
  if (code === 40100 || code === 40201 || code === 40204) return "unauthorized";
  if (code >= 40200 && code < 40300) return "payment_required";
  if (code === 40101 || code >= 50000) return "unavailable";
  return "invalid_request";
}

const isOk = (code: number) => code === 20000 || code === 20100;

export function createDataForSeoClient(config: DataForSeoConfig): DataForSeoClient {
  const authorization = `Basic ${Buffer.from(`${config.login}:${config.password}`).toString("base64")}`;
  const base = config.baseUrl.replace(/\/+$/, "");

  async function post<Result>(path: string, tasks: object[] | null, options: { signal?: AbortSignal } = {}) {
    const { status, body } = await fetchWithTimeout(PROVIDER, `${base}/${path.replace(/^\/+/, "")}`, {
      method: tasks ? "POST" : "GET",
      headers: { authorization, "content-type": "application/json" },
      body: tasks ? JSON.stringify(tasks) : undefined,
      timeoutMs: config.timeoutMs,
      signal: options.signal,
    });
    const envelope = body as Partial<Envelope<Result>> | null;
    const code = typeof envelope?.status_code === "number" ? envelope.status_code : null;
    const message = envelope?.status_message ?? `HTTP ${status}`;
    // Non-200 answers (401, 402, 404, 500) still carry an envelope; prefer its code when it has one.
    if (status === 401) throw new ProviderError(PROVIDER, "unauthorized", message, code ?? status);
    if (status === 402) throw new ProviderError(PROVIDER, "payment_required", message, code ?? status);
    if (status === 429) throw new ProviderError(PROVIDER, "rate_limited", message, code ?? status);
    if (code === null) {
      const kind = status >= 500 ? "unavailable" : status >= 400 ? "invalid_request" : "bad_response";
      throw new ProviderError(PROVIDER, kind, message, status);
    }
    if (!isOk(code)) throw new ProviderError(PROVIDER, kindForStatusCode(code), message, code);
    if (!Array.isArray(envelope?.tasks))
      throw new ProviderError(PROVIDER, "bad_response", "no tasks in answer", code);
    return envelope.tasks;
  }

  async function one<Result>(path: string, task: object | null, options: { signal?: AbortSignal } = {}) {
    const [first] = await post<Result>(path, task ? [task] : null, options);
    if (!first) throw new ProviderError(PROVIDER, "bad_response", "empty tasks[]");
    if (!isOk(first.status_code))
      throw new ProviderError(
        PROVIDER,
        kindForStatusCode(first.status_code),
        first.status_message,
        first.status_code,
      );
    return first.result ?? [];
  }

  return {
    post: (path, tasks, options) => post(path, tasks, options),
    postOne: (path, task, options) => one(path, task, options),
    getOne: (path, options) => one(path, null, options),
  };
}
