import { createFetcher, defaultCrawlOptions } from "@sitelens/engine";
import type { Verification } from "@sitelens/shared";
import { eq } from "drizzle-orm";
import { scanOptionsFromEnv } from "../analysis/scan-options-from-env";
import { siteVerifications } from "../db/schema";
import type { ServerContext } from "../server-context";
import { findOwnedSite } from "../sites/find-owned-site";
import { consumeUsage } from "../usage/consume-usage";
import { findTxtRecords } from "./find-txt-records";
import { loadVerification } from "./load-verification";
import {
  VERIFICATION_NAME,
  verificationDnsHost,
  verificationFileContent,
  verificationFileName,
  verificationInstructions,
} from "./verification-instructions";

type Method = "file" | "meta" | "dns";
type Failure = NonNullable<Verification["failure"]>;

/** The document's head: everything before the first </head> or <body>, so text a page echoes into its body does not count. */
function documentHead(html: string): string {
  const end = html.search(/<\/head\s*>|<body[\s>]/i);
  return end === -1 ? html : html.slice(0, end);
}

/** A meta tag in <head> named like ours whose content is the token, attributes in any order and quoting. */
function hasMetaTag(html: string, token: string): boolean {
  for (const tag of documentHead(html).match(/<meta\b[^>]*>/gi) ?? []) {
    const name = /\bname\s*=\s*["']?([^"'\s>]+)/i.exec(tag)?.[1];
    const content = /\bcontent\s*=\s*["']?([^"'\s>]+)/i.exec(tag)?.[1];
    if (name?.toLowerCase() === VERIFICATION_NAME && content === token) return true;
  }
  return false;
}

async function fetchThroughGuard(context: Pick<ServerContext, "env">, url: string) {
  const fetcher = createFetcher({
    ...defaultCrawlOptions,
    ...scanOptionsFromEnv(context.env),
    timeoutMs: 10_000,
  });
  try {
    return await fetcher.fetch(url, { maxBodyBytes: 1024 * 1024 });
  } finally {
    await fetcher.close();
  }
}

/** Checks the chosen method for real: HTTP through the SSRF-guarded fetcher, DNS through the resolver. */
export async function checkVerification(
  context: Pick<ServerContext, "database" | "env">,
  userId: string,
  siteId: string,
  method: Method,
): Promise<Verification> {
  const site = await findOwnedSite(context.database, userId, siteId);
  const { token } = await loadVerification(context.database, siteId);
  // Each check fetches the site or asks DNS on the user's behalf: counted like any costly action.
  await consumeUsage(context.database, userId, "verification_checks");
  let failure: Failure | undefined;
  if (method === "dns") {
    const records = await findTxtRecords(verificationDnsHost(site.url), context.env.DNS_SERVERS);
    if (!records.includes(`${VERIFICATION_NAME}=${token}`))
      failure = records.length
        ? { reason: "txt_mismatch", seen: records.slice(0, 5).map((record) => record.slice(0, 200)) }
        : { reason: "no_txt" };
  } else {
    // The root page without query: a page that reflects its query string into HTML cannot be made to show our tag.
    const path = method === "file" ? verificationFileName(token) : "";
    const response = await fetchThroughGuard(context, `${new URL(site.url).origin}/${path}`);
    const found = () =>
      method === "file"
        ? response.body.includes(verificationFileContent(token))
        : hasMetaTag(response.body, token);
    if (response.error) failure = { reason: "unreachable" };
    else if (response.status !== 200) failure = { reason: "http_status", status: response.status };
    else if (!found()) failure = { reason: method === "file" ? "wrong_content" : "tag_missing" };
  }
  const verified = !failure;
  const [row] = await context.database.db
    .update(siteVerifications)
    .set({ method, status: verified ? "verified" : "failed", checkedAt: new Date() })
    .where(eq(siteVerifications.siteId, siteId))
    .returning();
  if (!row) throw new Error("verification row missing");
  return { ...verificationInstructions(site.url, row), ...(failure ? { failure } : {}) };
}
