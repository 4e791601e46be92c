import type { Fetcher } from "../../net/types";
import { parseHtmlFacts } from "../page/parse-html-facts";

/** A path no real site has; fixed, so two scans of one site give the same result. */
export const NOT_FOUND_PROBE_PATH = "/sitelens-404-probe-7f3c9e2a0b";

export interface NotFoundProbe {
  url: string;
  status: number;
  /** Fingerprint of the site's error template, to recognise pages that are that template served with 200. */
  simhash: string | null;
  wordCount: number;
}

/** Requests a URL that cannot exist, as search engines do, to learn how the site answers unknown URLs. */
export async function probeNotFoundPage(
  fetcher: Fetcher,
  origin: string,
  signal?: AbortSignal,
): Promise<NotFoundProbe> {
  const url = `${origin}${NOT_FOUND_PROBE_PATH}`;
  const result = await fetcher.fetch(url, { signal });
  const facts =
    result.body && result.contentType === "text/html"
      ? parseHtmlFacts(result.body, result.finalUrl || url)
      : null;
  return { url, status: result.status, simhash: facts?.simhash ?? null, wordCount: facts?.wordCount ?? 0 };
}
