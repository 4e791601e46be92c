import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { type ContentDraft, contentStateSchema, distributionChannelKindSchema } from "@sitelens/shared";
import { z } from "zod";
import { listDrafts } from "../content-drafts/list-drafts";
import { rescheduleItem } from "../content-items/reschedule-item";
import { setItemScheduled } from "../content-items/schedule-item";
import { requireFeatureAccess } from "../plans-limits/require-feature-access";
import { type McpSession, READ_ONLY, requireWriteScope } from "./mcp-session";
import { siteId } from "./register-site-tools";
import { toolResult } from "./tool-result";

const calendarItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  keyphrase: z.string(),
  language: z.enum(["tr", "en"]),
  state: contentStateSchema,
  publishAt: z.string().nullable().describe("UTC time it is (or was) published, null while undated"),
  channels: z.array(distributionChannelKindSchema),
  publishedUrl: z.string().nullable(),
});

/** The calendar's view of an item, without the article body an assistant does not need to list it. */
function calendarItem(draft: ContentDraft): z.infer<typeof calendarItemSchema> {
  return {
    id: draft.id,
    title: draft.title,
    keyphrase: draft.keyphrase,
    language: draft.language,
    state: draft.state,
    publishAt: draft.publishAt,
    channels: draft.channels.map((channel) => channel.kind),
    publishedUrl: draft.publishedUrl,
  };
}

/** Content planning: what is drafted, scheduled and published, and scheduling an item. */
export function registerContentTools(server: McpServer, session: McpSession): void {
  const { context, identity } = session;
  const { database } = context;
  const userId = identity.user.id;
  server.registerTool(
    "list_content_calendar",
    {
      title: "Content calendar",
      description:
        "A site's content items (articles with their social and e-mail variants): title, target keyphrase, state (draft, scheduled, publishing, published, failed…), publish time and channels, last edited first.",
      inputSchema: { siteId },
      outputSchema: { items: z.array(calendarItemSchema) },
      annotations: READ_ONLY,
    },
    ({ siteId: id }) =>
      toolResult(session, async () => {
        await requireFeatureAccess(database, userId);
        return { items: (await listDrafts(database, userId, id)).map(calendarItem) };
      }),
  );
  server.registerTool(
    "schedule_content",
    {
      title: "Schedule content",
      description:
        "Schedules a content item for publishing on its channels, optionally moving it to a new time first. The item must be complete (title, body, meta title and description, a publish time in the future); otherwise the error lists what is missing. Needs a read-write token.",
      inputSchema: {
        itemId: z.string().min(1).max(100).describe("An item id from list_content_calendar"),
        publishAt: z.iso.datetime({ offset: true }).optional().describe("New publish time (ISO 8601)"),
      },
      outputSchema: { item: calendarItemSchema },
      annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: true },
    },
    ({ itemId, publishAt }) =>
      toolResult(session, async () => {
        requireWriteScope(session);
        await requireFeatureAccess(database, userId);
        if (publishAt) await rescheduleItem(database, userId, itemId, new Date(publishAt));
        return { item: calendarItem(await setItemScheduled(database, userId, itemId, true)) };
      }),
  );
}
