import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";

/** One registry per process: Prometheus scrapes each process, and labels say what a figure counts. */
export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry, prefix: "sitelens_" });

const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const JOB_BUCKETS = [0.1, 0.5, 1, 5, 15, 30, 60, 120, 300, 900];

export const httpRequests = new Histogram({
  name: "sitelens_http_request_duration_seconds",
  help: "HTTP requests by matched route pattern, method and status",
  labelNames: ["method", "route", "status"] as const,
  buckets: DURATION_BUCKETS,
  registers: [metricsRegistry],
});

export const jobAttempts = new Counter({
  name: "sitelens_job_attempts_total",
  help: "Job attempts by kind and outcome (started, completed, failed); a failed attempt with retries left is retried",
  labelNames: ["job", "outcome"] as const,
  registers: [metricsRegistry],
});

export const jobRetries = new Counter({
  name: "sitelens_job_retries_total",
  help: "Attempts that ran as a retry of an earlier failed attempt",
  labelNames: ["job"] as const,
  registers: [metricsRegistry],
});

export const jobDuration = new Histogram({
  name: "sitelens_job_duration_seconds",
  help: "How long job attempts ran, by kind and outcome",
  labelNames: ["job", "outcome"] as const,
  buckets: JOB_BUCKETS,
  registers: [metricsRegistry],
});

export const mailsSent = new Counter({
  name: "sitelens_mails_total",
  help: "E-mails handed to the mailer, by outcome (sent, failed)",
  labelNames: ["outcome"] as const,
  registers: [metricsRegistry],
});

// The gauges below are read from the database at scrape time (collect), so every process reports the
// shared queue and analyses the same way and nothing has to be kept in step.
export const queueWaiting = new Gauge({
  name: "sitelens_queue_waiting_jobs",
  help: "Jobs due now and not yet taken, by kind",
  labelNames: ["job"] as const,
  registers: [metricsRegistry],
});

export const queueActive = new Gauge({
  name: "sitelens_queue_active_jobs",
  help: "Jobs running now, by kind",
  labelNames: ["job"] as const,
  registers: [metricsRegistry],
});

export const queueOldestWaiting = new Gauge({
  name: "sitelens_queue_oldest_waiting_seconds",
  help: "Age of the oldest job that is due and not yet taken, by kind",
  labelNames: ["job"] as const,
  registers: [metricsRegistry],
});

export const analysesInProgress = new Gauge({
  name: "sitelens_analyses_in_progress",
  help: "Sites being analysed now",
  registers: [metricsRegistry],
});

export const databasePool = new Gauge({
  name: "sitelens_database_pool_connections",
  help: "This process's PostgreSQL pool: total, idle and waiting clients (absent on embedded PGlite)",
  labelNames: ["state"] as const,
  registers: [metricsRegistry],
});
