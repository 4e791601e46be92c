import { createNotification } from "../notifications/create-notification";
import type { ServerContext } from "../server-context";

/** One warning per verification run that lost links, naming the first few source pages. */
export async function announceLostBacklinks(
  context: ServerContext,
  userId: string,
  site: { id: string; name: string },
  lost: { sourceUrl: string }[],
): Promise<void> {
  await createNotification(context, userId, {
    key: "backlinks_lost",
    params: { site: site.name, count: lost.length, sample: lost.slice(0, 3).map((link) => link.sourceUrl) },
    type: "warning",
    actionUrl: `/backlink-analysis/${site.id}`,
    metadata: { siteId: site.id, lost: lost.length },
  });
}
