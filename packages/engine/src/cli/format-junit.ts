import type { ScanResult } from "@sitelens/shared/scan-result";
import { auditOutcome } from "@sitelens/shared/scan-summary/summarize-scan";
import type { BudgetCheck } from "./check-budget";

function xml(text: string): string {
  return (
    text
      .replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`)
      // biome-ignore lint/suspicious/noControlCharactersInRegex: XML 1.0 forbids them and page text may carry them.
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, "")
  );
}

/**
 * JUnit XML, the format every CI shows as a test report: one suite per category with a test per audit
 * (failing URLs in the failure text, not-applicable and informative audits skipped) and, with a
 * budget, a "budget" suite with a test per rule.
 */
export function formatJunit(result: ScanResult, budget: BudgetCheck[] | null): string {
  const byCategory = new Map<string, string[]>();
  const counts = new Map<string, { tests: number; failures: number; skipped: number }>();
  for (const audit of result.audits) {
    const outcome = auditOutcome(audit);
    const count = counts.get(audit.category) ?? { tests: 0, failures: 0, skipped: 0 };
    count.tests++;
    let body = "";
    if (outcome === "fail") {
      count.failures++;
      const urls = audit.failingUrls.slice(0, 50).join("\n");
      body = `<failure message="${xml(audit.failureTitle.en)}">${xml(`${audit.description.en}\n${urls}`)}</failure>`;
    } else if (outcome !== "pass") {
      count.skipped++;
      body = "<skipped/>";
    }
    counts.set(audit.category, count);
    const cases = byCategory.get(audit.category) ?? [];
    cases.push(
      `    <testcase classname="sitelens.${audit.category}" name="${xml(`${audit.id}: ${audit.title.en}`)}">${body}</testcase>`,
    );
    byCategory.set(audit.category, cases);
  }
  const suites = [...byCategory].map(([category, cases]) => {
    const { tests, failures, skipped } = counts.get(category)!;
    return `  <testsuite name="${category}" tests="${tests}" failures="${failures}" skipped="${skipped}">\n${cases.join("\n")}\n  </testsuite>`;
  });
  if (budget) {
    const cases = budget.map(
      (check) =>
        `    <testcase classname="sitelens.budget" name="${xml(check.id)}">${check.passed ? "" : `<failure message="${xml(check.message)}"/>`}</testcase>`,
    );
    const failures = budget.filter((check) => !check.passed).length;
    suites.push(
      `  <testsuite name="budget" tests="${budget.length}" failures="${failures}" skipped="0">\n${cases.join("\n")}\n  </testsuite>`,
    );
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="sitelens ${xml(result.finalUrl)}">\n${suites.join("\n")}\n</testsuites>\n`;
}
