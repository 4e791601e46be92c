import type { TokenIdentity } from "../api-tokens/authenticate-api-token";
import type { Logger } from "../lib/logger";
import type { Language } from "./language";

/** Per-request variables set by the middleware in create-app.ts. */
export interface AppEnv {
  Variables: {
    requestId: string;
    logger: Logger;
    language: Language;
    /** Set by bearer-auth.ts when a personal access token authenticated the request. */
    apiToken?: TokenIdentity;
  };
}
