import type { SiteVisibility } from "@sitelens/shared";
import type { Database } from "../db/database";
import type { Env } from "../env";
import { configuredAiEngines } from "../providers/ai-engines/configured-ai-engines";
import { findOwnedSite } from "../sites/find-owned-site";
import { loadSiteVisibility } from "./load-site-visibility";

/** One site's per-engine figure (measured or estimate) and which engines are configured. */
export async function getSiteVisibility(
  database: Database,
  env: Env,
  userId: string,
  siteId: string,
): Promise<SiteVisibility> {
  const site = await findOwnedSite(database, userId, siteId);
  const engines = (await loadSiteVisibility(database, env, [site])).get(site.id)!;
  return { engines, configured: configuredAiEngines(env).map((engine) => engine.id) };
}
