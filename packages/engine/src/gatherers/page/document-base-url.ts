import type { PageArtifact } from "./types";

/** What relative URLs in the page resolve against: its `<base href>`, else the URL it was served from. */
export function documentBaseUrl(page: Pick<PageArtifact, "finalUrl" | "html">): string {
  return page.html?.baseUrl ?? page.finalUrl;
}
