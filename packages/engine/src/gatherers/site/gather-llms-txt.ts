import type { Fetcher } from "../../net/types";

const MAX_LLMS_TXT_BYTES = 256 * 1024;

/** Fetches /llms.txt at the site's origin. */
export async function gatherLlmsTxt(
  fetcher: Fetcher,
  origin: string,
): Promise<{ status: number; body: string }> {
  const result = await fetcher.fetch(`${origin}/llms.txt`, {
    accept: "text/plain,text/markdown,*/*;q=0.5",
    maxBodyBytes: MAX_LLMS_TXT_BYTES,
  });
  const isText = result.contentType === null || result.contentType.startsWith("text/");
  // A 200 HTML page (an SPA fallback) is not an llms.txt.
  return { status: result.error ? 0 : isText ? result.status : 404, body: isText ? result.body : "" };
}
