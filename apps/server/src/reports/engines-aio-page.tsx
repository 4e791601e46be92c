import { Page, Text, View } from "@react-pdf/renderer";
import type { ScanResult } from "@sitelens/shared";
import type { ReactNode } from "react";
import { colors, styles } from "./report-styles";
import { ENGINE_NAMES, type ReportTexts } from "./report-texts";
import { ScoreBars } from "./score-bars";

export function EnginesAndAioPage({
  scan,
  t,
  footer,
}: {
  scan: ScanResult;
  t: ReportTexts;
  footer: ReactNode;
}) {
  const engineScores = { ...scan.scores.engines, ...scan.scores.aiReadiness };
  return (
    <Page size="A4" style={styles.page}>
      <Text style={styles.h2}>{t.engines}</Text>
      <ScoreBars
        items={(Object.keys(ENGINE_NAMES) as (keyof typeof ENGINE_NAMES)[]).map((engine) => ({
          label: ENGINE_NAMES[engine],
          score: engineScores[engine],
        }))}
      />
      <Text style={[styles.h2, { marginTop: 18 }]}>{t.aio}</Text>
      <View style={[styles.row, { borderBottomColor: colors.ink }]}>
        <Text style={[styles.cell, { fontWeight: "bold" }]}>{t.bot}</Text>
        <Text style={[styles.cell, { fontWeight: "bold" }]}>{t.purpose}</Text>
        <Text style={[styles.cell, { fontWeight: "bold" }]}>{t.access}</Text>
      </View>
      {scan.aiBotAccess.map((bot) => (
        <View key={bot.token} style={styles.row} wrap={false}>
          <Text style={styles.cell}>{bot.token}</Text>
          <Text style={styles.cell}>{t.purposes[bot.purpose]}</Text>
          <Text style={[styles.cell, { color: bot.allowed ? colors.good : colors.poor }]}>
            {bot.allowed ? t.allowed : t.blocked}
          </Text>
        </View>
      ))}
      <Text style={{ marginTop: 12 }}>
        {scan.llmsTxt.present ? `${t.llmsPresent} (${scan.llmsTxt.links} ${t.llmsLinks})` : t.llmsMissing}
      </Text>
      {footer}
    </Page>
  );
}
