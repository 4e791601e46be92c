import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import type { SessionUser } from "./get-session-user";

const MAX_ENTRIES = 10_000;
const SESSION_COOKIES = ["sitelens.session_token", "__Secure-sitelens.session_token"];

interface Entry {
  user: SessionUser;
  until: number;
}

/** One cache per auth instance (per server; tests run several in one process). */
const caches = new WeakMap<object, Map<string, Entry>>();

function cacheOf(owner: object): Map<string, Entry> {
  const cache = caches.get(owner) ?? new Map<string, Entry>();
  caches.set(owner, cache);
  return cache;
}

/** The signed session cookie as sent: only a value better-auth has verified is ever stored. */
export function sessionCookieValue(c: Context): string | null {
  for (const name of SESSION_COOKIES) {
    const value = getCookie(c, name);
    if (value) return value;
  }
  return null;
}

/**
 * A signed-in user resolved from this session cookie in the last `ttlMs`, so an authenticated
 * read costs no session, user or deleted-account query. A session revoked elsewhere (another
 * process, another device, a deleted account) keeps working here for at most `ttlMs`; sign-out
 * and revocations through this process forget the user's entries at once (`forgetUser`).
 */
export function readCachedUser(owner: object, cookie: string | null, now = Date.now()): SessionUser | null {
  if (!cookie) return null;
  const cache = cacheOf(owner);
  const entry = cache.get(cookie);
  if (!entry) return null;
  if (entry.until > now) return entry.user;
  cache.delete(cookie);
  return null;
}

export function cacheUser(owner: object, cookie: string | null, user: SessionUser, ttlMs: number): void {
  if (!cookie || ttlMs <= 0) return;
  const cache = cacheOf(owner);
  // Insertion order is age order: dropping the first keys drops the oldest.
  if (cache.size >= MAX_ENTRIES)
    for (const key of [...cache.keys()].slice(0, MAX_ENTRIES / 10)) cache.delete(key);
  cache.set(cookie, { user, until: Date.now() + ttlMs });
}

export function forgetUser(owner: object, userId: string): void {
  const cache = cacheOf(owner);
  for (const [key, entry] of cache) if (entry.user.id === userId) cache.delete(key);
}
