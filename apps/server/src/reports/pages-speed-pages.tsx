import { Page, Text, View } from "@react-pdf/renderer";
import { pageUnscoredReason, type ScanResult, speedRunPoints } from "@sitelens/shared";
import type { ReactNode } from "react";
import type { Language } from "../http/language";
import { colors, scoreColor, styles } from "./report-styles";
import type { ReportTexts } from "./report-texts";

const path = (url: string) => (URL.canParse(url) ? new URL(url).pathname + new URL(url).search : url);
const seconds = (ms: number | null, language: Language) =>
  ms === null ? "–" : `${new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(ms / 1000)} s`;

/** The pages table (status or why a page has no score) and Lighthouse's metrics per measured page. */
export function PagesAndSpeedPages(props: {
  scan: ScanResult;
  language: Language;
  t: ReportTexts;
  footer: ReactNode;
}) {
  const { scan, language, t } = props;
  const speed = scan.speed;
  return (
    <Page size="A4" style={styles.page}>
      <Text style={styles.h2}>{t.pagesTable}</Text>
      <View style={[styles.row, { fontWeight: "bold" }]} fixed>
        <Text style={{ flex: 3 }}>{t.url}</Text>
        <Text style={{ flex: 3 }}>{t.status}</Text>
        <Text style={{ width: 40, textAlign: "right" }}>{t.score}</Text>
      </View>
      {scan.pages.map((page) => {
        const reason = pageUnscoredReason(page);
        return (
          <View key={page.url} style={styles.row} wrap={false}>
            <Text style={{ flex: 3, fontSize: 8 }}>{path(page.url)}</Text>
            <Text style={{ flex: 3, fontSize: 8, color: reason ? colors.poor : colors.ink }}>
              {reason ? reason[language] : page.status}
              {reason && page.linkedFrom.length > 0
                ? ` (${t.linkedFrom}: ${page.linkedFrom.map(path).join(", ")})`
                : ""}
            </Text>
            <Text style={{ width: 40, textAlign: "right", color: scoreColor(page.score) }}>
              {page.score === null ? "–" : Math.round(page.score)}
            </Text>
          </View>
        );
      })}
      <Text style={[styles.h2, { marginTop: 16 }]}>{t.speed}</Text>
      {speed.status === "measuring" ? <Text>{t.speedMeasuring}</Text> : null}
      {speed.status === "unavailable" ? (
        <Text>
          {t.speedUnavailable}: {speed.reason}
        </Text>
      ) : null}
      {speed.status === "measured"
        ? speed.runs.map((run) => {
            const points = speedRunPoints(run);
            return (
              <View key={`${run.formFactor}-${run.url}`} style={styles.row} wrap={false}>
                <Text style={{ flex: 3, fontSize: 8 }}>
                  {path(run.url)} · {t.device[run.formFactor]}
                </Text>
                <Text style={{ flex: 4, fontSize: 8 }}>
                  LCP {seconds(run.metrics.lcpMs, language)} · TBT{" "}
                  {run.metrics.tbtMs === null ? "–" : `${Math.round(run.metrics.tbtMs)} ms`} · CLS{" "}
                  {run.metrics.cls === null ? "–" : run.metrics.cls.toFixed(3)} · FCP{" "}
                  {seconds(run.metrics.fcpMs, language)}
                </Text>
                <Text style={{ width: 40, textAlign: "right", color: scoreColor(points) }}>
                  {points === null ? "–" : points}
                </Text>
              </View>
            );
          })
        : null}
      {props.footer}
    </Page>
  );
}
