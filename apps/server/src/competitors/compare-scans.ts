import type { AuditDifference, AuditResult, CompetitorComparison, ScanResult } from "@sitelens/shared";

type Scores = NonNullable<CompetitorComparison["scores"]>["site"];
type Content = NonNullable<CompetitorComparison["content"]>;

const PASS = 0.9;
const FAIL = 0.5;
const MAX_DIFFERENCES = 60;
const MAX_TOPICS = 15;

function sideScores(scan: ScanResult): Scores {
  const { scores } = scan;
  return {
    overall: scores.overall,
    categories: scores.categories,
    engines: {
      ...scores.engines,
      chatgpt: scores.aiReadiness.chatgpt,
      gemini: scores.aiReadiness.gemini,
      grok: scores.aiReadiness.grok,
    },
  };
}

const verdict = (audit: AuditResult | undefined): "pass" | "fail" | "none" => {
  if (!audit || audit.score === null) return "none";
  return audit.score >= PASS ? "pass" : audit.score < FAIL ? "fail" : "none";
};

/** Structured data is judged by presence too: markup on some pages against none at all. */
const hasMarkup = (audit: AuditResult | undefined) =>
  audit?.id.startsWith("schema-") === true && (audit.passed ?? 0) > 0;
const lacksMarkup = (audit: AuditResult | undefined) => audit?.notApplicable === true;

function side(audit: AuditResult | undefined): AuditDifference["site"] {
  const applicable = audit?.applicable ?? (audit?.notApplicable ? 0 : null);
  const passed = audit?.passed ?? (audit?.notApplicable ? 0 : null);
  return {
    score: audit?.score ?? null,
    passed,
    applicable,
    failing: applicable !== null && passed !== null ? applicable - passed : null,
  };
}

/** Audits where one side passes and the other fails (or has the markup the other lacks), heaviest first. */
export function auditDifferences(site: ScanResult, competitor: ScanResult): AuditDifference[] {
  const theirs = new Map(competitor.audits.map((audit) => [audit.id, audit]));
  const differences: (AuditDifference & { weight: number })[] = [];
  for (const mine of site.audits) {
    const other = theirs.get(mine.id);
    const [a, b] = [verdict(mine), verdict(other)];
    let ahead: AuditDifference["ahead"] | null = null;
    if (a === "pass" && b === "fail") ahead = "site";
    else if (a === "fail" && b === "pass") ahead = "competitor";
    else if (hasMarkup(mine) && lacksMarkup(other)) ahead = "site";
    else if (hasMarkup(other) && lacksMarkup(mine)) ahead = "competitor";
    if (!ahead) continue;
    differences.push({
      id: mine.id,
      category: mine.category,
      title: mine.title,
      failureTitle: mine.failureTitle,
      ahead,
      site: side(mine),
      competitor: side(other),
      weight: Math.max(mine.weight, other?.weight ?? 0),
    });
  }
  return differences
    .sort((x, y) => y.weight - x.weight || x.id.localeCompare(y.id))
    .slice(0, MAX_DIFFERENCES)
    .map(({ weight: _weight, ...difference }) => difference);
}

function contentOf(scan: ScanResult): Content["site"] | null {
  if (!scan.content) return null;
  const { pages, words } = scan.content;
  return { pages, words, wordsPerPage: pages > 0 ? Math.round(words / pages) : 0 };
}

/** Topics one side covers on two or more pages that never appear in the other's titles and headings. */
function topicsOnlyIn(
  from: NonNullable<ScanResult["content"]>,
  other: NonNullable<ScanResult["content"]>,
): Content["topicsMissing"] {
  const known = new Set(other.topics.map((topic) => topic.term));
  const words = new Set([...known].flatMap((term) => term.split(" ")));
  const topics = from.topics.filter(
    (topic) =>
      topic.pages >= 2 && !known.has(topic.term) && !topic.term.split(" ").every((w) => words.has(w)),
  );
  // A word already shown inside a listed pair ("türk" in "türk kahvesi") adds nothing.
  const inPairs = new Set(
    topics.filter((topic) => topic.term.includes(" ")).flatMap((topic) => topic.term.split(" ")),
  );
  return topics.filter((topic) => topic.term.includes(" ") || !inPairs.has(topic.term)).slice(0, MAX_TOPICS);
}

/** The side-by-side of two engine results: scores, differing audits, content. */
export function compareScans(
  site: ScanResult,
  competitor: ScanResult,
): Pick<CompetitorComparison, "scores" | "audits" | "content"> {
  const siteContent = contentOf(site);
  const competitorContent = contentOf(competitor);
  return {
    scores: { site: sideScores(site), competitor: sideScores(competitor) },
    audits: auditDifferences(site, competitor),
    content:
      siteContent && competitorContent && site.content && competitor.content
        ? {
            site: siteContent,
            competitor: competitorContent,
            topicsMissing: topicsOnlyIn(competitor.content, site.content),
            topicsOnlyYours: topicsOnlyIn(site.content, competitor.content),
          }
        : null,
  };
}
