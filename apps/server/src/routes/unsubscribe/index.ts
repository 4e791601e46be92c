import { createRouter } from "../../http/create-router";
import { applyUnsubscribe } from "../../monitoring/apply-unsubscribe";
import type { UnsubscribeSetting } from "../../monitoring/unsubscribe-token";
import type { ApiContext } from "../../server-context";

const SETTING_NAMES: Record<UnsubscribeSetting, { tr: string; en: string }> = {
  emailNotifications: { tr: "e-posta bildirimleri", en: "e-mail notifications" },
  weeklyReports: { tr: "haftalık raporlar", en: "weekly reports" },
};

function page(language: "tr" | "en", heading: string, body: string): string {
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Sitelens</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;max-width:480px;margin:48px auto;padding:0 16px;color:#18181b"><h1 style="font-size:20px">${heading}</h1>${body}</body></html>`;
}

/**
 * The unsubscribe link of monitoring e-mails, usable signed out. GET only asks (mail scanners open
 * links); the form's POST, or a client's RFC 8058 one-click POST, turns the setting off.
 */
export function unsubscribeRoutes(context: ApiContext) {
  const router = createRouter();
  router.get("/api/unsubscribe", async (c) => {
    const token = c.req.query("token") ?? "";
    const { setting, language } = await applyUnsubscribe(context, token, false);
    const name = SETTING_NAMES[setting][language];
    const tr = language === "tr";
    const form = `<form method="post" action="/api/unsubscribe?token=${encodeURIComponent(token)}"><button type="submit" style="font-size:16px;padding:10px 18px">${tr ? "Kapat" : "Turn off"}</button></form>`;
    return c.html(
      page(
        language,
        tr ? `${name[0]!.toLocaleUpperCase("tr")}${name.slice(1)} kapatılsın mı?` : `Turn ${name} off?`,
        form,
      ),
    );
  });
  router.post("/api/unsubscribe", async (c) => {
    const { setting, language } = await applyUnsubscribe(context, c.req.query("token") ?? "", true);
    const name = SETTING_NAMES[setting][language];
    const tr = language === "tr";
    return c.html(
      page(
        language,
        tr ? "Kapatıldı" : "Turned off",
        `<p>${tr ? `Artık ${name} almayacaksınız. Ayarlarınızdan yeniden açabilirsiniz.` : `You will no longer receive ${name}. You can turn them back on in your settings.`}</p>`,
      ),
    );
  });
  return router;
}
