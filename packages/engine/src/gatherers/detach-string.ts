/**
 * A copy of a string that shares no memory with the page body. V8 keeps substrings as views on
 * their parent, so one retained anchor text would otherwise keep a whole 5 MB body alive.
 */
export function detachString(text: string): string;
export function detachString(text: string | null): string | null;
export function detachString(text: string | null): string | null {
  return text === null ? null : Buffer.from(text, "utf8").toString("utf8");
}
