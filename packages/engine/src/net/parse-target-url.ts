import { NetworkError } from "./network-error";

/** A URL we may request: http(s) only, without the fragment (never sent to servers). */
export function parseTargetUrl(text: string, base?: string): URL {
  let url: URL;
  try {
    url = new URL(text, base);
  } catch {
    throw new NetworkError("invalid_url", `Not a valid URL: ${text}`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new NetworkError(
      "unsupported_protocol",
      `Only http and https URLs can be fetched, not ${url.protocol}`,
    );
  }
  if (url.username || url.password) {
    throw new NetworkError("invalid_url", "URLs with credentials are not fetched");
  }
  url.hash = "";
  return url;
}
