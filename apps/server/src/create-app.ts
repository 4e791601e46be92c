import { requestId } from "hono/request-id";
import { AUTH_HTTP_ENDPOINTS, forwardToAuth } from "./auth/forward-to-auth";
import { AppError } from "./errors/app-error";
import type { AppEnv } from "./http/app-env";
import { bearerAuth } from "./http/bearer-auth";
import { compressJson } from "./http/compress-json";
import { createRouter } from "./http/create-router";
import { csrfProtection } from "./http/csrf";
import { handleError } from "./http/handle-error";
import { requestLanguage } from "./http/language";
import { limitBodies } from "./http/limit-bodies";
import { securityHeaders } from "./http/security-headers";
import { inlineScriptHashes, serveWeb } from "./http/serve-web";
import { recordHttpRequest } from "./metrics/record-http-request";
import { accountRoutes } from "./routes/account";
import { authRoutes } from "./routes/auth";
import { backlinkRoutes } from "./routes/backlinks";
import { billingRoutes } from "./routes/billing";
import { blogRoutes } from "./routes/blog";
import { botCheckRoutes } from "./routes/bot-check";
import { chatRoutes } from "./routes/chat";
import { competitorRoutes } from "./routes/competitors";
import { configRoutes } from "./routes/config";
import { contactRoutes } from "./routes/contact";
import { contentDraftRoutes } from "./routes/content-drafts";
import { contentIdeaRoutes } from "./routes/content-ideas";
import { contentItemRoutes } from "./routes/content-items";
import { contentMediaRoutes, MEDIA_UPLOAD_PATH } from "./routes/content-items/media";
import { publicMediaRoutes } from "./routes/content-items/public-media";
import { dashboardRoutes } from "./routes/dashboard";
import { devRoutes } from "./routes/dev";
import { distributionRoutes } from "./routes/distribution";
import { eventRoutes } from "./routes/events";
import { googleRoutes } from "./routes/google";
import { healthRoutes } from "./routes/health";
import { keywordSuggestionRoutes } from "./routes/keyword-suggestions";
import { localeRoutes } from "./routes/locale";
import { MCP_PATH, mcpRoutes } from "./routes/mcp";
import { metricsRoutes } from "./routes/metrics";
import { notificationRoutes } from "./routes/notifications";
import { pageToolRoutes } from "./routes/page-tools";
import { pageRoutes } from "./routes/pages";
import { planLimitRoutes } from "./routes/plan-limits";
import { planRoutes } from "./routes/plans";
import { pushRoutes } from "./routes/push";
import { rankTrackerRoutes } from "./routes/rank-tracker";
import { reportRoutes } from "./routes/reports";
import { settingsRoutes } from "./routes/settings";
import { siteRoutes } from "./routes/sites";
import { taskRoutes } from "./routes/tasks";
import { unsubscribeRoutes } from "./routes/unsubscribe";
import { visibilityRoutes } from "./routes/visibility";
import type { ApiContext } from "./server-context";

/**
 * Payment providers post here (signed webhooks, iyzico's callback form); they cannot send our CSRF token.
 * The MCP endpoint takes only Bearer tokens and answers a cookie-only request with 401 (routes/mcp).
 */
// Signed by their own tokens, not by a session cookie: CSRF cannot forge what they check.
const CSRF_EXEMPT_PATHS = ["/api/billing/webhooks/", "/payment-callback", "/api/unsubscribe", MCP_PATH];

export interface AppOptions {
  /** The built SPA (apps/web/dist); null serves the API only. */
  webDistDir: string | null;
}

export function createApp(context: ApiContext, options: AppOptions) {
  const { env, logger } = context;
  const secureCookies = env.PUBLIC_URL?.startsWith("https://") ?? false;
  const app = createRouter();

  app.use(requestId());
  app.use(recordHttpRequest());
  app.use(async (c, next) => {
    const log = logger.child({ requestId: c.get("requestId") });
    c.set("logger", log);
    c.set("language", requestLanguage(c));
    const started = performance.now();
    await next();
    log.info(
      {
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      },
      "request",
    );
  });
  app.use(
    securityHeaders({
      inlineScriptHashes: inlineScriptHashes(options.webDistDir),
      turnstile: Boolean(env.TURNSTILE_SECRET_KEY),
      isHttps: (url, forwardedProto) =>
        url.startsWith("https://") || (env.TRUST_PROXY && forwardedProto === "https") || secureCookies,
    }),
  );
  // Every path, not only /api: the payment callback outside /api read any body anonymously.
  app.use(limitBodies(MEDIA_UPLOAD_PATH));
  app.use("/api/*", compressJson());
  // On every response, not only /api: a pre-rendered page may POST before its first API GET returns.
  app.use(csrfProtection({ secureCookies, exemptPrefixes: CSRF_EXEMPT_PATHS }));
  app.use("/api/*", bearerAuth(context, { checkMethod: true }));
  app.onError(handleError);

  app.route("/", healthRoutes(context));
  if (env.METRICS_TOKEN) app.route("/", metricsRoutes(context, env.METRICS_TOKEN));
  app.route("/", localeRoutes(context));
  app.route("/", configRoutes(context));
  app.route("/", planRoutes(context));
  app.route("/", blogRoutes(context));
  app.route("/", pageRoutes(context));
  app.route("/", contactRoutes(context));
  app.route("/", eventRoutes(context));
  // Our auth routes come first: they wrap the better-auth endpoints closed in create-auth.ts.
  app.route("/", authRoutes(context));
  app.route("/", botCheckRoutes(context));
  app.route("/", accountRoutes(context));
  app.route("/", settingsRoutes(context));
  app.route("/", notificationRoutes(context));
  app.route("/", unsubscribeRoutes(context));
  app.route("/", pushRoutes(context));
  app.route("/", siteRoutes(context));
  app.route("/", taskRoutes(context));
  app.route("/", planLimitRoutes(context));
  app.route("/", reportRoutes(context));
  if (env.DEV_MAILBOX) app.route("/", devRoutes(context));
  app.route("/", billingRoutes(context));
  app.route("/", chatRoutes(context));
  app.route("/", dashboardRoutes(context));
  app.route("/", visibilityRoutes(context));
  app.route("/", googleRoutes(context));
  app.route("/", rankTrackerRoutes(context));
  app.route("/", keywordSuggestionRoutes(context));
  app.route("/", contentIdeaRoutes(context));
  app.route("/", backlinkRoutes(context));
  app.route("/", competitorRoutes(context));
  app.route("/", distributionRoutes(context));
  for (const endpoint of AUTH_HTTP_ENDPOINTS) app.on(endpoint.method, endpoint.path, forwardToAuth(context));
  app.route("/", pageToolRoutes(context));
  app.route("/", contentDraftRoutes(context));
  app.route("/", contentItemRoutes(context));
  app.route("/", contentMediaRoutes(context));
  app.route("/", publicMediaRoutes(context));
  app.route("/", mcpRoutes(context));

  // Issue 35: the public API's reference names the personal access token as its credential.
  app.openAPIRegistry.registerComponent("securitySchemes", "personalAccessToken", {
    type: "http",
    scheme: "bearer",
    description: "A personal access token (slk_…) from Settings → API; read tokens may only GET.",
  });
  app.doc31("/api/openapi.json", {
    security: [{ personalAccessToken: [] }],
    openapi: "3.1.0",
    info: { title: "Sitelens API", version: "1.0.0", description: "SEO and AI-search visibility platform" },
  });
  app.all("/api/*", () => {
    throw new AppError("not_found");
  });
  if (options.webDistDir)
    app.use(serveWeb({ distDir: options.webDistDir, includeDevRoutes: env.DEV_MAILBOX }));
  app.notFound((c) => c.json(new AppError("not_found").toBody(c.get("language") ?? "en"), 404));
  return app;
}

export type App = ReturnType<typeof createApp>;
export type { AppEnv };
