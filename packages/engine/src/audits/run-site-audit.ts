import type { SiteArtifacts } from "../gatherers/site/types";
import type { AuditOutcome, SiteAudit } from "./types";

/** An audit that throws becomes an error result (score null, weight 0) and never sinks the scan. */
export function runSiteAudit(audit: SiteAudit, site: SiteArtifacts): AuditOutcome & { error: string | null } {
  try {
    return { ...audit.audit(site), error: null };
  } catch (error) {
    return { score: null, error: (error as Error).message || String(error) };
  }
}
