import type { Fetcher } from "../../net/types";

/** Checks that an IndexNow key referenced by the site (or given by the user) is served at /{key}.txt. */
export async function gatherIndexNow(
  fetcher: Fetcher,
  origin: string,
  key: string | null,
): Promise<{ key: string | null; served: boolean }> {
  if (!key || !/^[A-Za-z0-9-]{1,128}$/.test(key)) return { key, served: false };
  const result = await fetcher.fetch(`${origin}/${key}.txt`, { accept: "text/plain", maxBodyBytes: 4096 });
  return { key, served: result.status === 200 && result.body.trim() === key };
}
