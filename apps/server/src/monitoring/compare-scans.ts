import type { ComparisonIssue, Localized, ScanResult, SiteComparison } from "@sitelens/shared";

/** Lists kept in a stored comparison; the counts cover everything. */
const LIST_LIMIT = 50;

type Scores = ScanResult["scores"];

/** Every failing finding of a scan, one per audit and URL (site-wide findings have no URL). */
function issuesOf(scan: ScanResult): Map<string, ComparisonIssue> {
  const errorAudits = new Set(
    scan.tasks.filter((task) => task.priority === "high").map((task) => task.auditId),
  );
  const issues = new Map<string, ComparisonIssue>();
  for (const audit of scan.audits) {
    const failing =
      audit.score !== null &&
      audit.score < 1 &&
      !audit.notApplicable &&
      (audit.scoreDisplayMode === "binary" || audit.scoreDisplayMode === "numeric");
    if (!failing) continue;
    const severity = errorAudits.has(audit.id) ? "error" : "warning";
    const urls = audit.failingUrls.length > 0 ? audit.failingUrls : [null];
    for (const url of urls)
      issues.set(`${audit.id} ${url ?? ""}`, { auditId: audit.id, title: audit.failureTitle, url, severity });
  }
  return issues;
}

function onlyIn(from: Map<string, ComparisonIssue>, other: Map<string, ComparisonIssue>) {
  return [...from].filter(([key]) => !other.has(key)).map(([, issue]) => issue);
}

function scorePairs(before: Scores | null, after: Scores | null) {
  const categories: SiteComparison["categories"] = {};
  for (const key of new Set([
    ...Object.keys(before?.categories ?? {}),
    ...Object.keys(after?.categories ?? {}),
  ]))
    categories[key] = {
      before: before?.categories[key as keyof Scores["categories"]] ?? null,
      after: after?.categories[key as keyof Scores["categories"]] ?? null,
    };
  const engineScores = (scores: Scores | null) => ({
    ...(scores?.engines ?? {}),
    chatgpt: scores?.aiReadiness.chatgpt ?? null,
    gemini: scores?.aiReadiness.gemini ?? null,
    grok: scores?.aiReadiness.grok ?? null,
  });
  const engineBefore: Record<string, number | null> = engineScores(before);
  const engineAfter: Record<string, number | null> = engineScores(after);
  const engines: SiteComparison["engines"] = {};
  for (const key of Object.keys(engineAfter))
    engines[key] = {
      before: before ? (engineBefore[key] ?? null) : null,
      after: after ? engineAfter[key]! : null,
    };
  return { overall: { before: before?.overall ?? null, after: after?.overall ?? null }, categories, engines };
}

/**
 * What changed from the previous analysis to this one: scores per category and engine, findings
 * that appeared or were fixed (by audit and URL), and pages that appeared, disappeared or changed
 * HTTP status. Without a new scan the site was unreachable: the scores are only the old ones.
 */
export function compareScans(
  previous: ScanResult,
  next: ScanResult | { unreachable: Localized },
  scheduled: boolean,
): SiteComparison {
  if ("unreachable" in next)
    return {
      scheduled,
      unreachable: true,
      reason: next.unreachable,
      ...scorePairs(previous.scores, null),
      newIssues: [],
      fixedIssues: [],
      counts: {
        newIssues: 0,
        newErrors: 0,
        fixedIssues: 0,
        pagesAppeared: 0,
        pagesDisappeared: 0,
        statusChanged: 0,
      },
      pagesAppeared: [],
      pagesDisappeared: [],
      statusChanged: [],
    };
  const before = issuesOf(previous);
  const after = issuesOf(next);
  const newIssues = onlyIn(after, before).sort((a, b) =>
    a.severity === b.severity ? 0 : a.severity === "error" ? -1 : 1,
  );
  const fixedIssues = onlyIn(before, after);
  const oldPages = new Map(previous.pages.map((page) => [page.url, page.status]));
  const newPages = new Map(next.pages.map((page) => [page.url, page.status]));
  const pagesAppeared = [...newPages.keys()].filter((url) => !oldPages.has(url));
  const pagesDisappeared = [...oldPages.keys()].filter((url) => !newPages.has(url));
  const statusChanged = [...newPages]
    .filter(([url, status]) => oldPages.has(url) && oldPages.get(url) !== status)
    .map(([url, status]) => ({ url, before: oldPages.get(url)!, after: status }));
  return {
    scheduled,
    unreachable: false,
    reason: null,
    ...scorePairs(previous.scores, next.scores),
    newIssues: newIssues.slice(0, LIST_LIMIT),
    fixedIssues: fixedIssues.slice(0, LIST_LIMIT),
    counts: {
      newIssues: newIssues.length,
      newErrors: newIssues.filter((issue) => issue.severity === "error").length,
      fixedIssues: fixedIssues.length,
      pagesAppeared: pagesAppeared.length,
      pagesDisappeared: pagesDisappeared.length,
      statusChanged: statusChanged.length,
    },
    pagesAppeared: pagesAppeared.slice(0, LIST_LIMIT),
    pagesDisappeared: pagesDisappeared.slice(0, LIST_LIMIT),
    statusChanged: statusChanged.slice(0, LIST_LIMIT),
  };
}
