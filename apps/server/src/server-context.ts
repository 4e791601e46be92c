import type { PgBoss } from "pg-boss";
import type { Auth } from "./auth/create-auth";
import type { Database } from "./db/database";
import type { Env } from "./env";
import type { EventHub } from "./events/event-hub";
import type { Logger } from "./lib/logger";

/** Everything a route handler or job needs, built once per process in start-server.ts. */
export interface ServerContext {
  env: Env;
  database: Database;
  logger: Logger;
  boss: PgBoss;
  auth: Auth;
  /** Present in processes that run jobs: whether they are taking jobs from the queue now. */
  workers?: { consuming: boolean };
}

/** API processes also hold the realtime hub. */
export interface ApiContext extends ServerContext {
  events: EventHub;
}
