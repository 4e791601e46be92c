import type { Fetcher } from "../../net/types";

/** For an HTTPS site, how its http:// twin answers (without following the redirect). */
export async function gatherHttpVariant(
  fetcher: Fetcher,
  finalUrl: string,
): Promise<{ status: number; location: string | null } | null> {
  const url = new URL(finalUrl);
  if (url.protocol !== "https:") return null;
  url.protocol = "http:";
  url.port = "";
  const result = await fetcher.fetch(url.href, {
    followRedirects: false,
    method: "GET",
    maxBodyBytes: 64 * 1024,
  });
  return { status: result.error ? 0 : result.status, location: result.headers.location ?? null };
}
