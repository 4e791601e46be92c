import path from "node:path";
import { z } from "zod";
import { parseTrustProxy } from "./http/trust-proxy";

const booleanString = z
  .enum(["true", "false", "1", "0"])
  .transform((value) => value === "true" || value === "1");

/** A variable holding JSON, parsed before its schema checks it. */
const jsonText = z.string().transform((text, ctx) => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    ctx.addIssue({ code: "custom", message: "must be JSON" });
    return z.NEVER;
  }
});

const sisterAppsSchema = z.array(
  z.object({ name: z.string(), url: z.url(), description: z.object({ tr: z.string(), en: z.string() }) }),
);

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default("0.0.0.0"),
    /** Worker-only processes serve /api/health/live and /ready here for probes (HTTP processes use PORT). */
    HEALTH_PORT: z.coerce.number().int().min(0).max(65535).optional(),
    /** Bearer token a Prometheus scraper sends to /metrics; without it /metrics is not served. */
    METRICS_TOKEN: z.string().min(16, "must be at least 16 characters").optional(),
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
    SISTER_APPS: jsonText.pipe(sisterAppsSchema).default([]),
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
    /** Opt-in: e-mails readable at /api/dev/outbox and /dev/mailbox (every code!). Never on a public https site. */
    DEV_MAILBOX: booleanString.default(false),
    /** Web Push (VAPID) keys; without them a pair is generated once and kept in app_settings. */
    VAPID_PUBLIC_KEY: z.string().optional(),
    VAPID_PRIVATE_KEY: z.string().optional(),
    VAPID_SUBJECT: z.string().default("mailto:destek@sitelens.app"),
    /**
     * Trust X-Forwarded-For for client IPs only behind proxies you control: the number of proxy hops in front
     * of the server (`true` = 1), or a comma-separated list of their addresses / CIDR ranges.
     */
    TRUST_PROXY: z
      .string()
      .default("false")
      .transform((text, ctx) => {
        const parsed = parseTrustProxy(text);
        if (typeof parsed === "string") {
          ctx.addIssue({ code: "custom", message: parsed });
          return z.NEVER;
        }
        return parsed;
      }),
    /** Analyses one user may start per hour; 0 turns the limit off (the spec's default). */
    ANALYSIS_RATE_LIMIT_PER_HOUR: z.coerce.number().int().min(0).default(0),
    /** Lighthouse speed runs; default on when Debian's chromium is installed. */
    ANALYSIS_LIGHTHOUSE: booleanString.optional(),
    ANALYSIS_MAX_PAGES: z.coerce.number().int().min(1).default(200),
    /** Pages per analysis rendered with JavaScript in Chromium when their server HTML is a shell; 0 turns rendering off. */
    ANALYSIS_RENDER_PAGES: z.coerce.number().int().min(0).max(50).default(10),
    /** A completed analysis younger than this is reused unless re-analysis is forced. */
    ANALYSIS_CACHE_SECONDS: z.coerce.number().int().min(0).default(3600),
    SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).max(60).default(30),
    /** Requests one personal access token may make per minute (API and MCP together); 0 turns the limit off. */
    API_TOKEN_REQUESTS_PER_MINUTE: z.coerce.number().int().min(0).default(120),
    /** DNS servers (ip or ip:port, comma separated) for verification TXT lookups; default the system's. */
    DNS_SERVERS: z.string().optional(),
    OPENAI_API_KEY: z.string().optional(),
    ANTHROPIC_API_KEY: z.string().optional(),
    GOOGLE_GENERATIVE_AI_API_KEY: z.string().optional(),
    XAI_API_KEY: z.string().optional(),
    /** Content images in an S3-compatible bucket (AWS, MinIO, R2…) instead of DATA_DIR/media. */
    S3_BUCKET: z.string().min(1).optional(),
    S3_ENDPOINT: z.url().optional(),
    S3_REGION: z.string().min(1).default("us-east-1"),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    /** Any OpenAI-compatible chat-completions server (Ollama, vLLM, LM Studio…) with AI_MODEL. */
    AI_BASE_URL: z.url().optional(),
    AI_API_KEY: z.string().optional(),
    /** Model for the chosen provider; each provider has a default. */
    AI_MODEL: z.string().optional(),
    /** Which configured provider answers; default the first of openai-compatible, openai, anthropic, google, xai. */
    AI_PROVIDER: z.enum(["openai", "anthropic", "google", "xai", "openai-compatible"]).optional(),
    /** Stripe (cards, subscriptions): secret key, webhook signing secret and the price of each plan and interval. */
    STRIPE_SECRET_KEY: z.string().optional(),
    STRIPE_WEBHOOK_SECRET: z.string().optional(),
    /** JSON {"pro":{"month":"price_…","year":"price_…"},…}. */
    STRIPE_PRICE_IDS: jsonText
      .pipe(z.record(z.string(), z.object({ month: z.string().optional(), year: z.string().optional() })))
      .default({}),
    /** Stripe's API origin; tests point it at a local server speaking Stripe's wire format. */
    STRIPE_API_BASE: z.url().default("https://api.stripe.com"),
    /** iyzico (Turkish cards, TRY): API key and secret; the base defaults to the sandbox. */
    IYZICO_API_KEY: z.string().optional(),
    IYZICO_SECRET_KEY: z.string().optional(),
    IYZICO_BASE_URL: z.url().default("https://sandbox-api.iyzipay.com"),
    /**
     * iyzico subscriptions (decision 159): JSON {"pro":{"month":"<pricingPlanReferenceCode>",…},…}. Without it
     * iyzico sells prepaid periods through the checkout form.
     */
    IYZICO_SUBSCRIPTION_PLANS: jsonText
      .pipe(z.record(z.string(), z.object({ month: z.string().optional(), year: z.string().optional() })))
      .default({}),
    /** The merchant id iyzico signs subscription webhooks with (X-IYZ-Signature-V3). */
    IYZICO_MERCHANT_ID: z.string().optional(),
    /** The Central Bank of the Republic of Turkey's site (today.xml exchange rates). */
    TCMB_BASE_URL: z.url().default("https://www.tcmb.gov.tr"),
    /** Measured AI visibility: each engine's API (with web search) and a base URL override. */
    OPENAI_BASE_URL: z.url().default("https://api.openai.com/v1"),
    GEMINI_API_KEY: z.string().optional(),
    GEMINI_BASE_URL: z.url().default("https://generativelanguage.googleapis.com/v1beta"),
    XAI_BASE_URL: z.url().default("https://api.x.ai/v1"),
    VISIBILITY_OPENAI_MODEL: z.string().default("gpt-5-mini"),
    VISIBILITY_GEMINI_MODEL: z.string().default("gemini-2.5-flash"),
    VISIBILITY_XAI_MODEL: z.string().default("grok-4-fast"),
    /** Answers per prompt and engine (published trackers use 5). */
    VISIBILITY_SAMPLES: z.coerce.number().int().min(1).max(10).default(5),
    /**
     * The operator's prices for `npm run admin -- ai-costs`, USD per model: JSON
     * {"gpt-5-mini":{"inputPerMillion":0.25,"outputPerMillion":2,"perToolCall":0.01},…}. Vendors change
     * prices, so none are built in: a model without a price is reported as unpriced.
     */
    AI_PRICES_USD: jsonText
      .pipe(
        z.record(
          z.string(),
          z.object({
            inputPerMillion: z.number().min(0),
            outputPerMillion: z.number().min(0),
            perToolCall: z.number().min(0).default(0),
          }),
        ),
      )
      .default({}),
    /** Key material (≥ 32 characters) sealing users' credentials at rest; default generated once, kept in the database. */
    CREDENTIALS_KEY: z.string().min(32, "must be at least 32 characters").optional(),
    /** Only for `npm run admin -- rotate-credentials-key`: the key being replaced by CREDENTIALS_KEY. */
    CREDENTIALS_KEY_OLD: z.string().min(32, "must be at least 32 characters").optional(),
    /** Google OAuth web client for Search Console and GA4; without it the tabs say Google is not set up here. */
    GOOGLE_CLIENT_ID: z.string().optional(),
    GOOGLE_CLIENT_SECRET: z.string().optional(),
    /** Overrides for Google's OAuth host and API hosts (tests, proxies): one origin serving every path. */
    GOOGLE_OAUTH_BASE_URL: z.url().optional(),
    GOOGLE_API_BASE_URL: z.url().optional(),
    /** DataForSEO (SERP, Labs, Keywords Data, Backlinks): API login and password, HTTP Basic. */
    DATAFORSEO_LOGIN: z.string().optional(),
    DATAFORSEO_PASSWORD: z.string().optional(),
    /** Tests point it at a local server speaking DataForSEO's wire format. */
    DATAFORSEO_BASE_URL: z.url().default("https://api.dataforseo.com"),
    /** Live SERP calls with depth 100 can take tens of seconds. */
    DATAFORSEO_TIMEOUT_MS: z.coerce.number().int().min(100).default(60_000),
    SERPAPI_KEY: z.string().optional(),
    SERPAPI_BASE_URL: z.url().default("https://serpapi.com"),
    SERPER_API_KEY: z.string().optional(),
    SERPER_BASE_URL: z.url().default("https://google.serper.dev"),
    /** Timeout of one SerpApi or Serper page request. */
    SERP_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
    /** Autocomplete endpoints (no key); tests point them at local servers. */
    GOOGLE_SUGGEST_BASE_URL: z.url().default("https://suggestqueries.google.com"),
    BING_SUGGEST_BASE_URL: z.url().default("https://api.bing.com"),
    YANDEX_SUGGEST_BASE_URL: z.url().default("https://suggest.yandex.com"),
    /** Moz Links API v2 (HTTP Basic: access id + secret); backlinks and Domain Authority. */
    MOZ_ACCESS_ID: z.string().optional(),
    MOZ_SECRET_KEY: z.string().optional(),
    MOZ_BASE_URL: z.url().default("https://lsapi.seomoz.com"),
    /** Open PageRank (free key): domain authority 0–10 for backlink sources and sites. */
    OPENPAGERANK_API_KEY: z.string().optional(),
    OPENPAGERANK_BASE_URL: z.url().default("https://openpagerank.com"),
    /** Distribution channels with a fixed host (users' own keys; WordPress, Mastodon and webhooks use the user's URL). */
    MAILCHIMP_BASE_URL: z
      .string()
      .regex(/^https?:\/\//)
      .default("https://{dc}.api.mailchimp.com/3.0"),
    BREVO_BASE_URL: z.url().default("https://api.brevo.com/v3"),
    BUFFER_BASE_URL: z.url().default("https://api.buffer.com"),
    DISTRIBUTION_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === "production") {
      if (!env.AUTH_SECRET)
        ctx.addIssue({ code: "custom", path: ["AUTH_SECRET"], message: "required in production" });
      // Without it the auth library would have to trust whatever Host a request names (decision 166).
      if (!env.PUBLIC_URL)
        ctx.addIssue({
          code: "custom",
          path: ["PUBLIC_URL"],
          message: "required in production: the site's own https:// address",
        });
      // Generated into the database otherwise: the key would sit next to the credentials it seals.
      if (!env.CREDENTIALS_KEY)
        ctx.addIssue({
          code: "custom",
          path: ["CREDENTIALS_KEY"],
          message: "required in production (≥ 32 characters, kept outside the database)",
        });
      if (env.CRAWLER_RESOLVE || env.CRAWLER_ALLOW_PRIVATE)
        ctx.addIssue({
          code: "custom",
          path: ["CRAWLER_RESOLVE"],
          message: "crawler overrides are refused in production",
        });
    }
    if (env.DEV_MAILBOX && (env.NODE_ENV === "production" || env.PUBLIC_URL?.startsWith("https://")))
      ctx.addIssue({
        code: "custom",
        path: ["DEV_MAILBOX"],
        message:
          "the development mailbox shows every sign-up and reset code: refused in production and on https",
      });
    if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY))
      ctx.addIssue({
        code: "custom",
        path: ["VAPID_PRIVATE_KEY"],
        message: "VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together",
      });
    if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET)
      ctx.addIssue({
        code: "custom",
        path: ["STRIPE_WEBHOOK_SECRET"],
        message: "required with STRIPE_SECRET_KEY (plans are activated only by verified webhooks)",
      });
    if (Boolean(env.IYZICO_API_KEY) !== Boolean(env.IYZICO_SECRET_KEY))
      ctx.addIssue({
        code: "custom",
        path: ["IYZICO_SECRET_KEY"],
        message: "IYZICO_API_KEY and IYZICO_SECRET_KEY go together",
      });
    if (Object.keys(env.IYZICO_SUBSCRIPTION_PLANS).length > 0 && !env.IYZICO_MERCHANT_ID)
      ctx.addIssue({
        code: "custom",
        path: ["IYZICO_MERCHANT_ID"],
        message: "required with IYZICO_SUBSCRIPTION_PLANS (subscription webhooks are signed with it)",
      });
    if (env.GOOGLE_CLIENT_ID && !env.GOOGLE_CLIENT_SECRET)
      ctx.addIssue({
        code: "custom",
        path: ["GOOGLE_CLIENT_SECRET"],
        message: "required with GOOGLE_CLIENT_ID (web clients keep their secret even with PKCE)",
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
