import { Text, View } from "@react-pdf/renderer";
import { type ScanSummary, SEVERITIES } from "@sitelens/shared";
import { fill } from "./plain-text";
import { colors, styles } from "./report-styles";
import type { ReportTexts } from "./report-texts";

export const SEVERITY_COLORS = { error: colors.poor, warning: colors.fair, notice: colors.brand };

const CRAWL_ROWS = [
  ["crawled", "crawled"],
  ["scored", "scored"],
  ["s2xx", "status2xx"],
  ["s3xx", "status3xx"],
  ["s4xx", "status4xx"],
  ["s5xx", "status5xx"],
  ["blocked", "blocked"],
  ["notFetched", "notFetched"],
  ["noindex", "noindex"],
  ["rendered", "rendered"],
] as const;

/** The same counts as the screen's overview (summarizeScan): checks per severity and the crawl summary. */
export function SummarySection({ summary, t }: { summary: ScanSummary; t: ReportTexts }) {
  return (
    <View>
      <Text style={styles.h2}>
        {fill(t.checksSummary, { failing: summary.checks.failing, run: summary.checks.run })}
      </Text>
      <View style={{ flexDirection: "row", marginBottom: 12 }}>
        {SEVERITIES.map((severity) => (
          <Text
            key={severity}
            style={{ marginRight: 16, color: SEVERITY_COLORS[severity], fontWeight: "bold" }}
          >
            {t.severities[severity]}: {summary.checks.bySeverity[severity]}
          </Text>
        ))}
      </View>
      <Text style={styles.h3}>{t.crawl}</Text>
      <View style={{ flexDirection: "row", flexWrap: "wrap" }}>
        {CRAWL_ROWS.map(([label, key]) => (
          <Text key={label} style={{ width: "50%", paddingVertical: 2 }}>
            {t.crawlRows[label]}: {summary.crawl[key]}
          </Text>
        ))}
      </View>
    </View>
  );
}
