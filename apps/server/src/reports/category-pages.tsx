import { Page, Text, View } from "@react-pdf/renderer";
import type { ScanCategory, ScanResult } from "@sitelens/shared";
import type { ReactNode } from "react";
import type { Language } from "../http/language";
import { colors, scoreColor, styles } from "./report-styles";
import type { ReportTexts } from "./report-texts";
import { ScoreBars } from "./score-bars";

const MAX_FAILING = 8;

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
        const audits = scan.audits.filter((audit) => audit.category === category && audit.score !== null);
        const failing = audits.filter((audit) => (audit.score ?? 1) < 0.9);
        const score = scan.scores.categories[category] ?? null;
        return (
          <View key={category} style={styles.card} wrap={false}>
            <View style={{ flexDirection: "row", justifyContent: "space-between" }}>
              <Text style={{ fontWeight: "bold" }}>{names[category][language]}</Text>
              <Text style={{ color: scoreColor(score), fontWeight: "bold" }}>
                {score === null ? "–" : Math.round(score)}
              </Text>
            </View>
            <Text style={styles.muted}>
              {t.passed}: {audits.length - failing.length} · {t.failed}: {failing.length} ({audits.length}{" "}
              {t.audits})
            </Text>
            {failing.slice(0, MAX_FAILING).map((audit) => (
              <Text key={audit.id} style={{ marginTop: 2, color: colors.poor }}>
                • {audit.failureTitle[language]}
                {audit.displayValue ? ` (${audit.displayValue[language]})` : ""}
              </Text>
            ))}
          </View>
        );
      })}
      {props.footer}
    </Page>
  );
}
