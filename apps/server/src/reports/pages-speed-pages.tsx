import { Page, Text, View } from "@react-pdf/renderer";
import { pageUnscoredReason, type ScanResult, speedRunPoints } from "@sitelens/shared";
import { numberFormats } from "@sitelens/shared/text/format-numbers";
import type { ReactNode } from "react";
import type { Language } from "../http/language";
import { colors, scoreColor, styles } from "./report-styles";
import type { ReportTexts } from "./report-texts";

const path = (url: string) => (URL.canParse(url) ? new URL(url).pathname + new URL(url).search : url);

/** The pages table (status or why a page has no score) and Lighthouse's metrics per measured page. */
export function PagesAndSpeedPages(props: {
  scan: ScanResult;
  language: Language;
  t: ReportTexts;
  footer: ReactNode;
}) {
  const { scan, language, t } = props;
  const speed = scan.speed;
  const format = numberFormats(language);
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
                  LCP {format.seconds(run.metrics.lcpMs)} · TBT {format.milliseconds(run.metrics.tbtMs)} · CLS{" "}
                  {format.measure(run.metrics.cls, 3)} · FCP {format.seconds(run.metrics.fcpMs)}
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
