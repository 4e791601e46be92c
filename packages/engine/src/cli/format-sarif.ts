import type { AuditSeverity, ScanResult } from "@sitelens/shared/scan-result";
import { auditOutcome } from "@sitelens/shared/scan-summary/summarize-scan";

const LEVEL: Record<AuditSeverity, "error" | "warning" | "note"> = {
  error: "error",
  warning: "warning",
  notice: "note",
};
/** Results per audit in the file: code-scanning views slow down on thousands of identical findings. */
const MAX_URLS_PER_AUDIT = 100;

/**
 * SARIF 2.1.0 (the format GitHub code scanning and others import): one rule per audit that ran, one
 * result per failing audit and URL, the URL as the artifact location.
 */
export function formatSarif(result: ScanResult, version: string): string {
  const failing = result.audits.filter((audit) => auditOutcome(audit) === "fail");
  const sarif = {
    $schema: "https://json.schemastore.org/sarif-2.1.0.json",
    version: "2.1.0",
    runs: [
      {
        tool: {
          driver: {
            name: "Sitelens",
            version,
            informationUri: "https://sitelens.app",
            rules: result.audits.map((audit) => ({
              id: audit.id,
              name: audit.id,
              shortDescription: { text: audit.title.en },
              fullDescription: { text: audit.description.en },
              defaultConfiguration: { level: LEVEL[audit.severity ?? "warning"] },
              properties: { category: audit.category },
            })),
          },
        },
        results: failing.flatMap((audit) => {
          const urls = audit.failingUrls.length > 0 ? audit.failingUrls : [result.finalUrl];
          return urls.slice(0, MAX_URLS_PER_AUDIT).map((uri) => ({
            ruleId: audit.id,
            level: LEVEL[audit.severity ?? "warning"],
            message: { text: audit.failureTitle.en },
            locations: [{ physicalLocation: { artifactLocation: { uri } } }],
          }));
        }),
      },
    ],
  };
  return `${JSON.stringify(sarif, null, 2)}\n`;
}
