import type { Env } from "../../env";
import { createDataForSeoClient, dataForSeoConfig } from "../dataforseo/client";
import { createDataForSeoBacklinks } from "./dataforseo";
import { createMozBacklinks } from "./moz";
import type { BacklinkProvider } from "./types";

const MOZ_TIMEOUT_MS = 30_000;

/** DataForSEO when configured (it has lost links and ranks), else Moz, else none. */
export function activeBacklinkProvider(env: Env): BacklinkProvider | null {
  const dataforseo = dataForSeoConfig(env);
  if (dataforseo) return createDataForSeoBacklinks(createDataForSeoClient(dataforseo));
  if (env.MOZ_ACCESS_ID && env.MOZ_SECRET_KEY)
    return createMozBacklinks({
      accessId: env.MOZ_ACCESS_ID,
      secretKey: env.MOZ_SECRET_KEY,
      baseUrl: env.MOZ_BASE_URL,
      timeoutMs: MOZ_TIMEOUT_MS,
    });
  return null;
}
