import { enqueueJob } from "../jobs/enqueue-job";
import type { ServerContext } from "../server-context";
import { findOwnedSite } from "../sites/find-owned-site";
import { consumeUsage } from "../usage/consume-usage";
import { refreshGoogleDataJob } from "./refresh-google-data-job";

/**
 * The panels' retry button: fetch the user's site's reports again now, instead of waiting for the
 * job's next try or the daily refresh.
 */
export async function requestGoogleRefresh(
  context: Pick<ServerContext, "database" | "boss">,
  userId: string,
  siteId: string,
): Promise<void> {
  const site = await findOwnedSite(context.database, userId, siteId);
  // An on-demand fetch, like choosing properties: one `google_refreshes` of the daily quota.
  await consumeUsage(context.database, userId, "google_refreshes");
  // Its own key, so a refresh waiting for its retry (key site.id) cannot swallow the press; one
  // press per 10 s window, so a user hammering the button does not spend Google's quota.
  const window = Math.floor(Date.now() / 10_000);
  await enqueueJob(
    context.boss,
    refreshGoogleDataJob,
    { siteId: site.id },
    { singletonKey: `now:${site.id}:${window}` },
  );
}
