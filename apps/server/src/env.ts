import path from "node:path";
import { z } from "zod";

const booleanString = z
  .enum(["true", "false", "1", "0"])
  .transform((value) => value === "true" || value === "1");

const sisterAppsSchema = z.array(
  z.object({ name: z.string(), url: z.url(), description: z.object({ tr: z.string(), en: z.string() }) }),
);

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default("0.0.0.0"),
    /** api = HTTP only, worker = jobs only, all = both in one process (default). */
    SITELENS_ROLE: z.enum(["all", "api", "worker"]).default("all"),
    DATA_DIR: z.string().default("./data"),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must be a postgres:// URL")
      .optional(),
    DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
    PUBLIC_URL: z.url().optional(),
    AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    WEB_DIST_DIR: z.string().optional(),
    /** JSON: [{"name","url","description":{"tr","en"}}] — the sister-apps menu. */
    SISTER_APPS: z
      .string()
      .transform((text, ctx) => {
        try {
          return JSON.parse(text) as unknown;
        } catch {
          ctx.addIssue({ code: "custom", message: "must be JSON" });
          return z.NEVER;
        }
      })
      .pipe(sisterAppsSchema)
      .default([]),
    CONTACT_EMAIL: z.email().default("destek@sitelens.app"),
    CONTACT_PHONES: z.string().default("+90 850 000 00 00,+90 212 000 00 00"),
    TURNSTILE_SITE_KEY: z.string().optional(),
    TURNSTILE_SECRET_KEY: z.string().optional(),
    /** Cloudflare's siteverify endpoint; tests point it at a local server speaking the same format. */
    TURNSTILE_VERIFY_URL: z.url().default("https://challenges.cloudflare.com/turnstile/v0/siteverify"),
    SMTP_URL: z.string().optional(),
    MAIL_FROM: z.string().default("Sitelens <no-reply@sitelens.app>"),
    PAGESPEED_API_KEY: z.string().optional(),
    CRAWLER_RESOLVE: z.string().optional(),
    CRAWLER_ALLOW_PRIVATE: booleanString.default(false),
    /** Web Push (VAPID) keys; without them a pair is generated once and kept in app_settings. */
    VAPID_PUBLIC_KEY: z.string().optional(),
    VAPID_PRIVATE_KEY: z.string().optional(),
    VAPID_SUBJECT: z.string().default("mailto:destek@sitelens.app"),
    /** Trust X-Forwarded-For for client IPs (only behind a proxy you control). */
    TRUST_PROXY: booleanString.default(false),
    /** Analyses one user may start per hour; 0 turns the limit off (the spec's default). */
    ANALYSIS_RATE_LIMIT_PER_HOUR: z.coerce.number().int().min(0).default(0),
    /** Lighthouse speed runs; default on when Debian's chromium is installed. */
    ANALYSIS_LIGHTHOUSE: booleanString.optional(),
    ANALYSIS_MAX_PAGES: z.coerce.number().int().min(1).default(200),
    /** A completed analysis younger than this is reused unless re-analysis is forced. */
    ANALYSIS_CACHE_SECONDS: z.coerce.number().int().min(0).default(3600),
    /** DNS servers (ip or ip:port, comma separated) for verification TXT lookups; default the system's. */
    DNS_SERVERS: z.string().optional(),
    OPENAI_API_KEY: z.string().optional(),
    ANTHROPIC_API_KEY: z.string().optional(),
    GOOGLE_GENERATIVE_AI_API_KEY: z.string().optional(),
    XAI_API_KEY: z.string().optional(),
    /** Any OpenAI-compatible chat-completions server (Ollama, vLLM, LM Studio…) with AI_MODEL. */
    AI_BASE_URL: z.url().optional(),
    AI_API_KEY: z.string().optional(),
    /** Model for the chosen provider; each provider has a default. */
    AI_MODEL: z.string().optional(),
    /** Which configured provider answers; default the first of openai-compatible, openai, anthropic, google, xai. */
    AI_PROVIDER: z.enum(["openai", "anthropic", "google", "xai", "openai-compatible"]).optional(),
    /** DataForSEO (SERP, Labs, Keywords Data, Backlinks): API login and password, HTTP Basic. */
    DATAFORSEO_LOGIN: z.string().optional(),
    DATAFORSEO_PASSWORD: z.string().optional(),
    /** Tests point it at a local server speaking DataForSEO's wire format. */
    DATAFORSEO_BASE_URL: z.url().default("https://api.dataforseo.com"),
    /** Live SERP calls with depth 100 can take tens of seconds. */
    DATAFORSEO_TIMEOUT_MS: z.coerce.number().int().min(100).default(60_000),
    /** Moz Links API v2 (HTTP Basic: access id + secret); backlinks and Domain Authority. */
    MOZ_ACCESS_ID: z.string().optional(),
    MOZ_SECRET_KEY: z.string().optional(),
    MOZ_BASE_URL: z.url().default("https://lsapi.seomoz.com"),
    /** Open PageRank (free key): domain authority 0–10 for backlink sources and sites. */
    OPENPAGERANK_API_KEY: z.string().optional(),
    OPENPAGERANK_BASE_URL: z.url().default("https://openpagerank.com"),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === "production") {
      if (!env.AUTH_SECRET)
        ctx.addIssue({ code: "custom", path: ["AUTH_SECRET"], message: "required in production" });
      if (env.CRAWLER_RESOLVE || env.CRAWLER_ALLOW_PRIVATE)
        ctx.addIssue({
          code: "custom",
          path: ["CRAWLER_RESOLVE"],
          message: "crawler overrides are refused in production",
        });
    }
    if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY))
      ctx.addIssue({
        code: "custom",
        path: ["VAPID_PRIVATE_KEY"],
        message: "VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together",
      });
    if (Boolean(env.DATAFORSEO_LOGIN) !== Boolean(env.DATAFORSEO_PASSWORD))
      ctx.addIssue({
        code: "custom",
        path: ["DATAFORSEO_PASSWORD"],
        message: "DATAFORSEO_LOGIN and DATAFORSEO_PASSWORD go together",
      });
    if (Boolean(env.MOZ_ACCESS_ID) !== Boolean(env.MOZ_SECRET_KEY))
      ctx.addIssue({
        code: "custom",
        path: ["MOZ_SECRET_KEY"],
        message: "MOZ_ACCESS_ID and MOZ_SECRET_KEY go together",
      });
    if (env.TURNSTILE_SECRET_KEY && !env.TURNSTILE_SITE_KEY)
      ctx.addIssue({
        code: "custom",
        path: ["TURNSTILE_SITE_KEY"],
        message: "required with TURNSTILE_SECRET_KEY",
      });
  });

/** DATA_DIR=":memory:" keeps the embedded database in memory (tests, throwaway demos). */
export const IN_MEMORY = ":memory:";

export type Env = z.infer<typeof envSchema> & { dataDir: string };

export class EnvError extends Error {}

/** The only reader of process.env. Throws an EnvError listing every problem. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ""));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map(
      (issue) => `  - ${issue.path.join(".") || "(env)"}: ${issue.message}`,
    );
    throw new EnvError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const dataDir = result.data.DATA_DIR === IN_MEMORY ? IN_MEMORY : path.resolve(result.data.DATA_DIR);
  return { ...result.data, dataDir };
}
