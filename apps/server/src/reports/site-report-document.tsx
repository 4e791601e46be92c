import { Document, Page, Text, View } from "@react-pdf/renderer";
import type { EngineVisibility, ScanResult, VisibilityEngine } from "@sitelens/shared";
import type { Language } from "../http/language";
import { CategoryPages } from "./category-pages";
import { CoverPage } from "./cover-page";
import { EnginesAndAioPage } from "./engines-aio-page";
import { PagesAndSpeedPages } from "./pages-speed-pages";
import { styles } from "./report-styles";
import { CATEGORY_NAMES, type ReportTexts, reportTexts } from "./report-texts";
import { TaskPages } from "./task-pages";

export interface ReportTask {
  title: string;
  fix: string;
  priority: "high" | "medium" | "low";
  impact: number;
  affected: number;
  status: "pending" | "completed";
}

export interface SiteReportData {
  language: Language;
  site: { name: string; url: string; overallScore: number; lastAnalyzed: Date | null };
  scan: ScanResult | null;
  tasks: ReportTask[];
  generatedAt: Date;
  /** Measured per engine where configured; without it the readiness estimates are shown. */
  visibility?: Record<VisibilityEngine, EngineVisibility>;
}

export function ReportFooter({ site, t }: { site: SiteReportData["site"]; t: ReportTexts }) {
  return (
    <View style={styles.footer} fixed>
      <Text>Sitelens · {site.name}</Text>
      <Text render={({ pageNumber, totalPages }) => `${t.page} ${pageNumber} / ${totalPages}`} />
    </View>
  );
}

/** The multi-page site report in the requested language. */
export function SiteReportDocument({ data }: { data: SiteReportData }) {
  const t = reportTexts(data.language);
  const footer = <ReportFooter site={data.site} t={t} />;
  return (
    <Document title={`${t.title} · ${data.site.name}`} author="Sitelens" language={data.language}>
      <CoverPage data={data} t={t} footer={footer} />
      {data.scan ? (
        <>
          <CategoryPages
            scan={data.scan}
            language={data.language}
            t={t}
            footer={footer}
            names={CATEGORY_NAMES}
          />
          <TaskPages tasks={data.tasks} language={data.language} t={t} footer={footer} />
          <PagesAndSpeedPages scan={data.scan} language={data.language} t={t} footer={footer} />
          <EnginesAndAioPage scan={data.scan} t={t} footer={footer} />
        </>
      ) : (
        <Page size="A4" style={styles.page}>
          <Text>{t.notAnalyzed}</Text>
          {footer}
        </Page>
      )}
    </Document>
  );
}
