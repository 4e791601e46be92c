import { Page, Text, View } from "@react-pdf/renderer";
import { summarizeScan } from "@sitelens/shared";
import type { ReactNode } from "react";
import { colors, styles } from "./report-styles";
import type { ReportTexts } from "./report-texts";
import { ENGINE_NAMES } from "./report-texts";
import { ScoreBars } from "./score-bars";
import { ScoreGauge } from "./score-gauge";
import type { SiteReportData } from "./site-report-document";
import { SummarySection } from "./summary-section";

const date = (value: Date, language: string) =>
  value.toLocaleString(language === "tr" ? "tr-TR" : "en-GB", {
    dateStyle: "long",
    timeStyle: "short",
    timeZone: "UTC",
  });

export function CoverPage({ data, t, footer }: { data: SiteReportData; t: ReportTexts; footer: ReactNode }) {
  const { scan, site, language } = data;
  return (
    <Page size="A4" style={styles.page}>
      <View
        style={{ borderBottomWidth: 3, borderBottomColor: colors.brand, paddingBottom: 12, marginBottom: 20 }}
      >
        <Text style={{ fontSize: 10, color: colors.brand, fontWeight: "bold" }}>SITELENS</Text>
        <Text style={styles.h1}>{t.title}</Text>
        <Text style={{ fontSize: 14 }}>{site.name}</Text>
        <Text style={styles.muted}>{site.url}</Text>
      </View>
      <View style={{ flexDirection: "row", alignItems: "center", marginBottom: 20 }}>
        <ScoreGauge score={site.overallScore} />
        <View style={{ marginLeft: 24 }}>
          <Text style={{ fontSize: 16, fontWeight: "bold" }}>{t.overall}</Text>
          <Text style={styles.muted}>
            {t.lastAnalyzed}: {site.lastAnalyzed ? date(site.lastAnalyzed, language) : "–"}
          </Text>
          <Text style={styles.muted}>
            {t.generated}: {date(data.generatedAt, language)}
          </Text>
          {scan ? (
            <Text style={styles.muted}>
              {t.pages}: {scan.crawl.pagesCrawled}
            </Text>
          ) : null}
        </View>
      </View>
      {scan ? (
        <>
          <SummarySection summary={summarizeScan(scan)} t={t} />
          <Text style={styles.h2}>{t.searchEngines}</Text>
          <ScoreBars
            items={(["google", "bing", "yandex"] as const).map((engine) => ({
              label: ENGINE_NAMES[engine],
              score: scan.scores.engines[engine],
            }))}
          />
          <Text style={styles.h2}>
            {data.visibility && Object.values(data.visibility).some((value) => value.mode === "measured")
              ? t.aiEnginesMixed
              : t.aiEngines}
          </Text>
          <ScoreBars
            items={(["chatgpt", "gemini", "grok"] as const).map((engine) => ({
              label: ENGINE_NAMES[engine],
              score: data.visibility?.[engine].score ?? scan.scores.aiReadiness[engine],
            }))}
          />
          {data.visibility &&
            (["chatgpt", "gemini", "grok"] as const).map((engine) => {
              const value = data.visibility?.[engine];
              if (!value) return null;
              return (
                <Text key={engine} style={styles.muted}>
                  {ENGINE_NAMES[engine]}:{" "}
                  {value.mode === "measured"
                    ? t.aiMeasured
                        .replace("{date}", date(new Date(value.measuredAt), data.language))
                        .replace("{prompts}", String(value.prompts))
                        .replace("{samples}", String(value.samples))
                    : t.aiEstimate}
                </Text>
              );
            })}
        </>
      ) : null}
      {footer}
    </Page>
  );
}
