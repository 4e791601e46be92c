import type { Language } from "../http/language";
import { listOf, type NotificationParams, numberOf, textOf } from "./notification-params";

type Text = { title: string; message: string };
type Template = (p: NotificationParams, language: Language) => Text;

const plural = (count: number, one: string, many: string) => (count === 1 ? one : many);
const position = (value: NotificationParams[string]) => (value === null ? "100+" : `#${textOf(value, "en")}`);

/**
 * Every notification the server writes, by key: stored as key + parameters and rendered in the
 * reader's language when read, so switching the interface language changes old notifications too.
 */
export const notificationTemplates = {
  welcome: (_, l) =>
    l === "tr"
      ? {
          title: "Sitelens'e hoş geldiniz!",
          message: "Ücretsiz deneme süreniz başladı. İlk sitenizi ekleyerek görünürlüğünüzü ölçün.",
        }
      : {
          title: "Welcome to Sitelens!",
          message: "Your free trial has started. Add your first site to measure its visibility.",
        },
  analysis_completed: (p, l) => {
    const site = textOf(p.site, l);
    const score = numberOf(p.score);
    const tasks = numberOf(p.newTasks);
    return l === "tr"
      ? {
          title: `${site} analizi tamamlandı`,
          message: `Genel puan: ${score}/100. ${tasks} yeni görev oluşturuldu.`,
        }
      : {
          title: `Analysis of ${site} completed`,
          message: `Overall score: ${score}/100. ${tasks} new ${plural(tasks, "task was", "tasks were")} created.`,
        };
  },
  analysis_failed: (p, l) => ({
    title:
      l === "tr" ? `${textOf(p.site, l)} analizi başarısız oldu` : `Analysis of ${textOf(p.site, l)} failed`,
    message: textOf(p.reason, l),
  }),
  tasks_reopened: (p, l) => {
    const count = numberOf(p.count);
    return l === "tr"
      ? {
          title: `${textOf(p.site, l)}: ${count} görev yeniden açıldı`,
          message: `Daha önce geçen kontroller yeniden başarısız: ${listOf(p.titles, l)}`,
        }
      : {
          title: `${textOf(p.site, l)}: ${count} ${plural(count, "task", "tasks")} reopened`,
          message: `Checks that passed before fail again: ${listOf(p.titles, l)}`,
        };
  },
  high_priority_tasks: (p, l) => {
    const count = numberOf(p.count);
    return {
      title:
        l === "tr"
          ? `${textOf(p.site, l)}: ${count} yeni yüksek öncelikli görev`
          : `${textOf(p.site, l)}: ${count} new high-priority ${plural(count, "task", "tasks")}`,
      message: listOf(p.titles, l),
    };
  },
  ai_suggestions: (p, l) => {
    const count = numberOf(p.count);
    return {
      title:
        l === "tr"
          ? `${textOf(p.site, l)}: ${count} yeni yapay zekâ önerisi`
          : `${textOf(p.site, l)}: ${count} new AI ${plural(count, "suggestion", "suggestions")}`,
      message: listOf(p.titles, l, 50),
    };
  },
  alert_score_drop: (p, l) => {
    const [site, before, after] = [textOf(p.site, l), numberOf(p.before), numberOf(p.after)];
    return l === "tr"
      ? {
          title: `${site}: genel puan ${before} → ${after}`,
          message: `Genel puan son analizden bu yana ${before - after} puan düştü.`,
        }
      : {
          title: `${site}: overall score ${before} → ${after}`,
          message: `The overall score dropped by ${before - after} points since the last analysis.`,
        };
  },
  alert_new_errors: (p, l) => {
    const [site, count] = [textOf(p.site, l), numberOf(p.count)];
    return l === "tr"
      ? {
          title: `${site}: ${count} yeni hata`,
          message: `Son analizde daha önce olmayan ${count} hata bulundu.`,
        }
      : {
          title: `${site}: ${count} new ${plural(count, "error", "errors")}`,
          message: `The last analysis found ${count} ${plural(count, "error that was", "errors that were")} not there before.`,
        };
  },
  backlinks_lost: (p, l) => {
    const [site, count] = [textOf(p.site, l), numberOf(p.count)];
    const sample = textOf(p.sample, l);
    const more = count > 3 ? (l === "tr" ? ` ve ${count - 3} tane daha` : ` and ${count - 3} more`) : "";
    return l === "tr"
      ? {
          title: `${site}: ${count} backlink kaybedildi`,
          message: `Bu sayfalardaki bağlantı artık bulunamıyor: ${sample}${more}.`,
        }
      : {
          title: `${site}: ${count} ${plural(count, "backlink", "backlinks")} lost`,
          message: `The link is no longer found on: ${sample}${more}.`,
        };
  },
  rank_change: (p, l) => {
    const keyword = textOf(p.keyword, l);
    const [before, after] = [p.before as number | null, p.after as number | null];
    const change = `${position(before)} → ${position(after)}`;
    const moved = before !== null && after !== null ? Math.abs(before - after) : 0;
    const up = before !== null && after !== null && after < before;
    const messages: Record<string, Record<Language, string>> = {
      entered: {
        tr: `"${keyword}" ilk 10'a girdi (${change})`,
        en: `"${keyword}" entered the top 10 (${change})`,
      },
      left: {
        tr: `"${keyword}" ilk 10'dan çıktı (${change})`,
        en: `"${keyword}" left the top 10 (${change})`,
      },
      moved: {
        tr: `"${keyword}" ${moved} sıra ${up ? "yükseldi" : "düştü"} (${change})`,
        en: `"${keyword}" moved ${up ? "up" : "down"} ${moved} places (${change})`,
      },
    };
    return {
      title: l === "tr" ? "Sıralama değişikliği" : "Ranking change",
      message: messages[textOf(p.change, l)]?.[l] ?? "",
    };
  },
} satisfies Record<string, Template>;
