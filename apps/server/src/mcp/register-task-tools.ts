import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { taskListQuerySchema, taskSchema } from "@sitelens/shared";
import { z } from "zod";
import { findOwnedSite } from "../sites/find-owned-site";
import { listTasks } from "../tasks/list-tasks";
import { updateTaskStatus } from "../tasks/update-task-status";
import { type McpSession, READ_ONLY, requireWriteScope } from "./mcp-session";
import { siteId } from "./register-site-tools";
import { toolResult } from "./tool-result";

/** The to-do list built from analyses: read it with its fixes, tick a task off. */
export function registerTaskTools(server: McpServer, session: McpSession): void {
  const { context, identity } = session;
  const userId = identity.user.id;
  const filters = taskListQuerySchema.shape;
  server.registerTool(
    "list_tasks",
    {
      title: "List SEO tasks",
      description:
        "The user's SEO tasks, highest priority and impact first, each with its description, the fix (in Turkish and English, with a code snippet when one applies), the affected URLs and its status. Filter by site, status (pending, completed, ignored), priority (high, medium, low) and category.",
      inputSchema: {
        siteId: siteId.optional(),
        status: filters.status.describe("Default: every status"),
        priority: filters.priority,
        category: filters.category,
        limit: z.number().int().min(1).max(200).default(50),
      },
      outputSchema: { tasks: z.array(taskSchema), total: z.number() },
      annotations: READ_ONLY,
    },
    ({ limit, ...query }) =>
      toolResult(session, async () => {
        // Another user's site id is "not found", not an empty list that hides the mistake.
        if (query.siteId) await findOwnedSite(context.database, userId, query.siteId);
        const tasks = await listTasks(context.database, userId, query);
        return { tasks: tasks.slice(0, limit), total: tasks.length };
      }),
  );
  server.registerTool(
    "mark_task_done",
    {
      title: "Mark task done",
      description:
        "Marks one SEO task as completed (as the user would in the task list); the next analysis reopens it if the problem is still there. Needs a read-write token.",
      inputSchema: { taskId: z.string().min(1).max(100).describe("A task id from list_tasks") },
      outputSchema: { task: taskSchema },
      annotations: {
        readOnlyHint: false,
        destructiveHint: false,
        idempotentHint: true,
        openWorldHint: false,
      },
    },
    ({ taskId }) =>
      toolResult(session, async () => {
        requireWriteScope(session);
        return { task: await updateTaskStatus(context.database, userId, taskId, "completed") };
      }),
  );
}
