import type { Verification } from "@sitelens/shared";
import type { siteVerifications } from "../db/schema";

export const VERIFICATION_NAME = "sitelens-site-verification";

export function verificationFileName(token: string): string {
  return `sitelens-${token}.html`;
}

export function verificationFileContent(token: string): string {
  return `${VERIFICATION_NAME}: ${token}`;
}

export function verificationDnsHost(siteUrl: string): string {
  return new URL(siteUrl).hostname.replace(/^www\./, "");
}

/** What the user puts on the site for each method (spec §4 Site connection), and where they stand. */
export function verificationInstructions(
  siteUrl: string,
  row: typeof siteVerifications.$inferSelect,
): Verification {
  const { token } = row;
  const origin = new URL(siteUrl).origin;
  return {
    status: row.status,
    method: row.method,
    checkedAt: row.checkedAt?.toISOString() ?? null,
    file: {
      name: verificationFileName(token),
      content: verificationFileContent(token),
      url: `${origin}/${verificationFileName(token)}`,
    },
    meta: { tag: `<meta name="${VERIFICATION_NAME}" content="${token}" />` },
    dns: { type: "TXT", name: verificationDnsHost(siteUrl), value: `${VERIFICATION_NAME}=${token}` },
  };
}
