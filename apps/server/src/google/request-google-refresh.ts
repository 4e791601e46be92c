import { enqueueJob } from "../jobs/enqueue-job";
import type { ServerContext } from "../server-context";
import { findOwnedSite } from "../sites/find-owned-site";
import { refreshGoogleDataJob } from "./refresh-google-data-job";

/**
 * The panels' retry button: fetch the user's site's reports again now, instead of waiting for the
 * job's next try or the daily refresh. One refresh per site at a time (singleton key).
 */
export async function requestGoogleRefresh(
  context: Pick<ServerContext, "database" | "boss">,
  userId: string,
  siteId: string,
): Promise<void> {
  const site = await findOwnedSite(context.database, userId, siteId);
  // Its own key: a refresh waiting for its retry (same site, key site.id) must not swallow the press.
  await enqueueJob(
    context.boss,
    refreshGoogleDataJob,
    { siteId: site.id },
    { singletonKey: `now:${site.id}` },
  );
}
