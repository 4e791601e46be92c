import { Page, Text, View } from "@react-pdf/renderer";
import {
  type AuditResult,
  auditOutcome,
  categoryNoScoreReason,
  type ScanCategory,
  type ScanResult,
} from "@sitelens/shared";
import type { ReactNode } from "react";
import type { Language } from "../http/language";
import { fill, plainText } from "./plain-text";
import { scoreColor, styles } from "./report-styles";
import type { ReportTexts } from "./report-texts";
import { ScoreBars } from "./score-bars";
import { SEVERITY_COLORS } from "./summary-section";

const MAX_URLS = 10;
const SEVERITY_ORDER = { error: 0, warning: 1, notice: 2 };

function FailingAudit({ audit, language, t }: { audit: AuditResult; language: Language; t: ReportTexts }) {
  const severity = audit.severity ?? "warning";
  return (
    <View style={{ marginTop: 6 }} wrap={false}>
      <Text>
        <Text style={{ color: SEVERITY_COLORS[severity], fontWeight: "bold" }}>
          {t.severity[severity]} ·{" "}
        </Text>
        {plainText(audit.failureTitle[language])}
        {audit.displayValue ? ` (${plainText(audit.displayValue[language])})` : ""}
      </Text>
      {audit.failingUrls.length > 0 ? (
        <Text style={[styles.muted, { fontSize: 8 }]}>
          {t.affectedUrls}: {audit.failingUrls.slice(0, MAX_URLS).join(", ")}
          {audit.failingUrls.length > MAX_URLS
            ? ` ${fill(t.more, { count: audit.failingUrls.length - MAX_URLS })}`
            : ""}
        </Text>
      ) : null}
    </View>
  );
}

/** Category scores, then every failing check of each category (errors first) with its addresses. */
export function CategoryPages(props: {
  scan: ScanResult;
  language: Language;
  t: ReportTexts;
  footer: ReactNode;
  names: Record<ScanCategory, Record<Language, string>>;
}) {
  const { scan, language, t, names } = props;
  const categories = Object.keys(names) as ScanCategory[];
  return (
    <Page size="A4" style={styles.page}>
      <Text style={styles.h2}>{t.categories}</Text>
      <ScoreBars
        items={categories.map((category) => ({
          label: names[category][language],
          score: scan.scores.categories[category] ?? null,
        }))}
      />
      <Text style={[styles.h2, { marginTop: 16 }]}>{t.categoryDetails}</Text>
      {categories.map((category) => {
        const audits = scan.audits.filter(
          (audit) => audit.category === category && auditOutcome(audit) !== "na",
        );
        const failing = audits
          .filter((audit) => auditOutcome(audit) === "fail")
          .sort(
            (a, b) =>
              SEVERITY_ORDER[a.severity ?? "warning"] - SEVERITY_ORDER[b.severity ?? "warning"] ||
              a.id.localeCompare(b.id),
          );
        const score = scan.scores.categories[category] ?? null;
        return (
          <View key={category} style={styles.card}>
            <View style={{ flexDirection: "row", justifyContent: "space-between" }} wrap={false}>
              <Text style={{ fontWeight: "bold" }}>{names[category][language]}</Text>
              <Text style={{ color: scoreColor(score), fontWeight: "bold" }}>
                {score === null ? "–" : Math.round(score)}
              </Text>
            </View>
            {/* As on the screen: "0 of the 0 checks" would explain nothing, so a category without a score says why. */}
            <Text style={styles.muted}>
              {score === null
                ? `${t.noScore} ${categoryNoScoreReason(scan.audits.filter((audit) => audit.category === category))[language]}`
                : fill(t.checksSummary, { failing: failing.length, run: audits.length })}
            </Text>
            {failing.map((audit) => (
              <FailingAudit key={audit.id} audit={audit} language={language} t={t} />
            ))}
          </View>
        );
      })}
      {props.footer}
    </Page>
  );
}
