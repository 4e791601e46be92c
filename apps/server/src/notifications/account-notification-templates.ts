import type { Language } from "../http/language";
import { type NotificationParams, numberOf, textOf } from "./notification-params";

type Template = (p: NotificationParams, language: Language) => { title: string; message: string };

const CHANNEL_NAMES: Record<string, string | Record<Language, string>> = {
  wordpress: "WordPress",
  mailchimp: "Mailchimp",
  brevo: "Brevo",
  buffer: "Buffer",
  mastodon: "Mastodon",
  webhook: "Webhook",
  manual: { tr: "Manuel yayın", en: "Manual publish" },
};
const channelName = (p: NotificationParams, l: Language) => {
  const name = CHANNEL_NAMES[textOf(p.channel, l)] ?? textOf(p.channel, l);
  return typeof name === "string" ? name : name[l];
};
const contentTitle = (p: NotificationParams, l: Language) =>
  textOf(p.title, l) || (l === "tr" ? "İçerik" : "Content");

/** The account's and the publishing channels' notifications (see notification-templates.ts). */
export const accountNotificationTemplates = {
  google_expired: (_, l) =>
    l === "tr"
      ? {
          title: "Google bağlantısının yenilenmesi gerekiyor",
          message:
            "Google erişimi sona erdi veya geri alındı. Search Console ve GA4 verilerini görmeye devam etmek için Google'a yeniden bağlanın.",
        }
      : {
          title: "Your Google connection needs renewing",
          message:
            "Google access expired or was revoked. Reconnect Google to keep seeing your Search Console and GA4 data.",
        },
  site_limit: (p, l) => {
    const [plan, limit] = [textOf(p.plan, l), numberOf(p.limit)];
    return l === "tr"
      ? {
          title: "Site limitine ulaşıldı",
          message: `${plan} planınız ${limit} site içerir. Daha fazla site eklemek için planınızı yükseltin.`,
        }
      : {
          title: "Site limit reached",
          message: `Your ${plan} plan includes ${limit} site${limit === 1 ? "" : "s"}. Upgrade your plan to add more.`,
        };
  },
  channel_sent: (p, l) => {
    const [channel, title] = [channelName(p, l), contentTitle(p, l)];
    return l === "tr"
      ? { title: `${channel}: gönderildi`, message: `"${title}" ${channel} kanalına gönderildi.` }
      : { title: `${channel}: sent`, message: `"${title}" was sent to ${channel}.` };
  },
  channel_failed: (p, l) => {
    const [channel, title, error] = [channelName(p, l), contentTitle(p, l), textOf(p.error, l)];
    return l === "tr"
      ? {
          title: `${channel}: gönderilemedi`,
          message: `"${title}" ${channel} kanalına gönderilemedi: ${error}. İçerikten yeniden deneyebilirsiniz.`,
        }
      : {
          title: `${channel}: not sent`,
          message: `"${title}" could not be sent to ${channel}: ${error}. You can retry it from the content item.`,
        };
  },
} satisfies Record<string, Template>;
