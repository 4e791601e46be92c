import { Page, Text, View } from "@react-pdf/renderer";
import { numberFormats } from "@sitelens/shared/text/format-numbers";
import { formatTaskImpact } from "@sitelens/shared/text/format-task-impact";
import type { ReactNode } from "react";
import type { Language } from "../http/language";
import { plainText } from "./plain-text";
import { colors, styles } from "./report-styles";
import type { ReportTexts } from "./report-texts";
import type { ReportTask } from "./site-report-document";

const PRIORITY_COLORS = { high: colors.poor, medium: colors.fair, low: colors.muted };

export function TaskPages(props: {
  tasks: ReportTask[];
  language: Language;
  t: ReportTexts;
  footer: ReactNode;
}) {
  const { tasks, t, footer } = props;
  const format = numberFormats(props.language);
  const open = tasks.filter((task) => task.status === "pending");
  return (
    <Page size="A4" style={styles.page}>
      <Text style={styles.h2}>{t.tasks}</Text>
      {open.length === 0 ? <Text>{t.noTasks}</Text> : null}
      {(["high", "medium", "low"] as const).map((priority) => {
        const group = open.filter((task) => task.priority === priority).sort((a, b) => b.impact - a.impact);
        if (group.length === 0) return null;
        return (
          <View key={priority}>
            <Text style={[styles.h3, { color: PRIORITY_COLORS[priority] }]}>
              {t.priority[priority]} ({group.length})
            </Text>
            {group.map((task) => (
              <View key={task.title} style={styles.card} wrap={false}>
                <Text style={{ fontWeight: "bold" }}>{plainText(task.title)}</Text>
                <Text style={styles.muted}>
                  {t.impact}: {formatTaskImpact(props.language, task.impact)} ·{" "}
                  {task.affected > 0 ? `${t.affected}: ${format.number(task.affected)}` : t.siteWide}
                </Text>
                <Text style={{ marginTop: 3 }}>{plainText(task.fix)}</Text>
              </View>
            ))}
          </View>
        );
      })}
      {footer}
    </Page>
  );
}
