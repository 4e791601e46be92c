import type { Localized } from "@sitelens/shared";
import type { Language } from "../http/language";

/** A parameter is plain (a site name, a number, a URL) or written in both languages (a task title). */
export type NotificationParam = string | number | null | Localized;
export type NotificationParams = Record<string, NotificationParam | NotificationParam[]>;

/** A parameter in the reader's language. */
export function textOf(
  value: NotificationParam | NotificationParam[] | undefined,
  language: Language,
): string {
  if (value === undefined || value === null) return "";
  if (Array.isArray(value)) return value.map((item) => textOf(item, language)).join(", ");
  if (typeof value === "object") return value[language] ?? "";
  return String(value);
}

export function numberOf(value: NotificationParam | NotificationParam[] | undefined): number {
  return typeof value === "number" ? value : Number(value ?? 0);
}

/** The first `shown` entries of a list parameter, with ", …" when some were left off. */
export function listOf(
  value: NotificationParam | NotificationParam[] | undefined,
  language: Language,
  shown = 3,
): string {
  const items = Array.isArray(value) ? value : value === undefined ? [] : [value];
  const text = items.slice(0, shown).map((item) => textOf(item, language));
  return `${text.join(", ")}${items.length > shown ? ", …" : ""}`;
}
