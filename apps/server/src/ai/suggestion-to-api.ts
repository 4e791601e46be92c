import type { Suggestion } from "@sitelens/shared";
import type { aiSuggestions } from "../db/schema";

export function suggestionToApi(row: typeof aiSuggestions.$inferSelect): Suggestion {
  const { userId: _user, createdAt, ...rest } = row;
  return { ...rest, createdAt: createdAt.toISOString() };
}
