import { userLanguage } from "../analysis/user-language";
import { createNotification } from "../notifications/create-notification";
import type { ServerContext } from "../server-context";

/** One warning per verification run that lost links, naming the first few source pages. */
export async function announceLostBacklinks(
  context: ServerContext,
  userId: string,
  site: { id: string; name: string },
  lost: { sourceUrl: string }[],
): Promise<void> {
  const language = await userLanguage(context.database, userId);
  const sample = lost
    .slice(0, 3)
    .map((link) => link.sourceUrl)
    .join(", ");
  const more =
    lost.length > 3
      ? language === "tr"
        ? ` ve ${lost.length - 3} tane daha`
        : ` and ${lost.length - 3} more`
      : "";
  await createNotification(context, userId, {
    title:
      language === "tr"
        ? `${site.name}: ${lost.length} backlink kaybedildi`
        : `${site.name}: ${lost.length} backlink${lost.length === 1 ? "" : "s"} lost`,
    message:
      language === "tr"
        ? `Bu sayfalardaki bağlantı artık bulunamıyor: ${sample}${more}.`
        : `The link is no longer found on: ${sample}${more}.`,
    type: "warning",
    actionUrl: `/backlink-analysis/${site.id}`,
    metadata: { siteId: site.id, lost: lost.length },
  });
}
