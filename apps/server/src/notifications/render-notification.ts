import type { Language } from "../http/language";
import { accountNotificationTemplates } from "./account-notification-templates";
import type { NotificationParams } from "./notification-params";
import { notificationTemplates } from "./notification-templates";

const templates = { ...notificationTemplates, ...accountNotificationTemplates };
const byKey: Record<
  string,
  (p: NotificationParams, language: Language) => { title: string; message: string }
> = templates;

export type NotificationKey = keyof typeof templates;

/**
 * A notification's title and message in the reader's language. Rows from before keys, or with a key
 * this server does not know (written by a newer one), keep the text stored when they were created.
 */
export function renderNotification(
  row: { key: string | null; params: unknown; title: string; message: string },
  language: Language,
): { title: string; message: string } {
  const template = row.key && Object.hasOwn(byKey, row.key) ? byKey[row.key] : undefined;
  if (!template) return { title: row.title, message: row.message };
  return template((row.params ?? {}) as NotificationParams, language);
}
