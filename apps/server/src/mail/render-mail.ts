import { CODE_TTL_SECONDS } from "@sitelens/shared";
import type { Language } from "../http/language";

export type MailTemplate =
  | { kind: "signup-code"; code: string }
  | { kind: "reset-code"; code: string }
  | { kind: "code-attempts-locked"; minutes: number }
  | { kind: "welcome"; name: string }
  | { kind: "site-limit"; name: string; currentPlan: string; currentLimit: number }
  | { kind: "test" }
  | {
      kind: "contact-received";
      name: string;
      email: string;
      category: string;
      subject: string;
      message: string;
    }
  | { kind: "contact-confirmation"; name: string; subject: string };

interface Content {
  subject: string;
  heading: string;
  paragraphs: string[];
  /** Shown large and spaced: the one-time code. */
  code?: string;
}

const minutes = CODE_TTL_SECONDS / 60;

const contents: Record<Language, (template: MailTemplate) => Content> = {
  tr: (template) => {
    switch (template.kind) {
      case "signup-code":
        return {
          subject: "Sitelens doğrulama kodunuz",
          heading: "E-posta adresinizi doğrulayın",
          paragraphs: [
            "Sitelens kaydınızı tamamlamak için bu kodu girin.",
            `Kod ${minutes} dakika geçerlidir ve yalnızca bir kez kullanılabilir. Bu isteği siz yapmadıysanız bu e-postayı yok sayın.`,
          ],
          code: template.code,
        };
      case "reset-code":
        return {
          subject: "Sitelens şifre sıfırlama kodunuz",
          heading: "Şifrenizi sıfırlayın",
          paragraphs: [
            "Yeni şifre belirlemek için bu kodu girin.",
            `Kod ${minutes} dakika geçerlidir. Şifre sıfırlamayı siz istemediyseniz bu e-postayı yok sayın; şifreniz değişmez.`,
          ],
          code: template.code,
        };
      case "code-attempts-locked":
        return {
          subject: "Sitelens hesabınızda çok fazla hatalı kod denemesi",
          heading: "Kod girişi geçici olarak kilitlendi",
          paragraphs: [
            `Hesabınız için son 24 saatte çok fazla hatalı doğrulama veya sıfırlama kodu girildi; kod girişi ${template.minutes} dakika kilitli.`,
            "Bu denemeleri siz yapmadıysanız hiçbir şey yapmanız gerekmez: kodlar tahmin edilemeden kilit devreye girdi. Şifrenizi kimseyle paylaşmayın.",
          ],
        };
      case "welcome":
        return {
          subject: "Sitelens'e hoş geldiniz",
          heading: `Hoş geldiniz, ${template.name}!`,
          paragraphs: [
            "Hesabınız hazır ve ücretsiz deneme süreniz başladı.",
            "İlk sitenizi ekleyin; arama motorlarında ve yapay zekâ yanıtlarında ne kadar görünür olduğunu birkaç dakikada görün.",
          ],
        };
      case "site-limit":
        return {
          subject: "Site limitinize ulaştınız",
          heading: `Merhaba ${template.name},`,
          paragraphs: [
            `${template.currentPlan} planınız en fazla ${template.currentLimit} site (alan adı) içerir ve bu limite ulaştınız.`,
            "Daha fazla site eklemek için planınızı yükseltin; mevcut sitelerinizin alt alan adlarını eklemeye devam edebilirsiniz.",
          ],
        };
      case "test":
        return {
          subject: "Sitelens test e-postası",
          heading: "Test e-postası",
          paragraphs: ["Bu e-postayı görüyorsanız Sitelens bildirimleri size ulaşıyor."],
        };
      case "contact-received":
        return {
          subject: `[İletişim · ${template.category}] ${template.subject}`,
          heading: `${template.name} <${template.email}> yazdı`,
          paragraphs: [`Kategori: ${template.category}`, `Konu: ${template.subject}`, template.message],
        };
      case "contact-confirmation":
        return {
          subject: `Mesajınızı aldık: ${template.subject}`,
          heading: `Teşekkürler, ${template.name}`,
          paragraphs: [
            "Mesajınız destek ekibimize ulaştı.",
            "Pazartesi–Cuma 09:00–18:00 arasında çalışıyoruz ve 24 saat içinde yanıt veriyoruz.",
          ],
        };
    }
  },
  en: (template) => {
    switch (template.kind) {
      case "signup-code":
        return {
          subject: "Your Sitelens verification code",
          heading: "Confirm your e-mail address",
          paragraphs: [
            "Enter this code to finish creating your Sitelens account.",
            `The code is valid for ${minutes} minutes and works once. If you did not ask for it, ignore this e-mail.`,
          ],
          code: template.code,
        };
      case "reset-code":
        return {
          subject: "Your Sitelens password reset code",
          heading: "Reset your password",
          paragraphs: [
            "Enter this code to choose a new password.",
            `The code is valid for ${minutes} minutes. If you did not ask for a reset, ignore this e-mail; your password stays the same.`,
          ],
          code: template.code,
        };
      case "code-attempts-locked":
        return {
          subject: "Too many wrong codes on your Sitelens account",
          heading: "Code entry is locked for now",
          paragraphs: [
            `Too many wrong verification or reset codes were entered for your account in the last 24 hours; code entry is locked for ${template.minutes} minutes.`,
            "If this was not you, there is nothing to do: the lock stopped the guessing. Never share your password.",
          ],
        };
      case "welcome":
        return {
          subject: "Welcome to Sitelens",
          heading: `Welcome, ${template.name}!`,
          paragraphs: [
            "Your account is ready and your free trial has started.",
            "Add your first site to see in minutes how visible it is in search engines and AI answers.",
          ],
        };
      case "site-limit":
        return {
          subject: "You have reached your site limit",
          heading: `Hello ${template.name},`,
          paragraphs: [
            `Your ${template.currentPlan} plan includes up to ${template.currentLimit} sites (domains) and you have reached that limit.`,
            "Upgrade your plan to add more sites; you can still add pages and subdomains of the domains you already have.",
          ],
        };
      case "test":
        return {
          subject: "Sitelens test e-mail",
          heading: "Test e-mail",
          paragraphs: ["If you can read this, Sitelens notifications reach you."],
        };
      case "contact-received":
        return {
          subject: `[Contact · ${template.category}] ${template.subject}`,
          heading: `${template.name} <${template.email}> wrote`,
          paragraphs: [`Category: ${template.category}`, `Subject: ${template.subject}`, template.message],
        };
      case "contact-confirmation":
        return {
          subject: `We received your message: ${template.subject}`,
          heading: `Thank you, ${template.name}`,
          paragraphs: [
            "Your message has reached our support team.",
            "We work Monday to Friday, 09:00–18:00 (Turkey time), and reply within 24 hours.",
          ],
        };
    }
  },
};

/** Every e-mail the product sends, in both languages, as HTML and plain text from one content. */
export function renderMail(
  template: MailTemplate,
  language: Language,
): { subject: string; text: string; html: string } {
  const content = contents[language](template);
  const text = [
    content.heading,
    "",
    ...(content.code ? [content.code, ""] : []),
    ...content.paragraphs,
    "",
    "Sitelens",
  ].join("\n");
  const html = `<!doctype html><html lang="${language}"><body style="margin:0;background:#f4f4f5;font-family:Arial,Helvetica,sans-serif;color:#18181b">
<div style="max-width:520px;margin:24px auto;background:#ffffff;border-radius:8px;padding:32px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(content.heading)}</h1>
${content.code ? `<p style="font-size:32px;font-weight:bold;letter-spacing:8px;margin:16px 0">${escapeHtml(content.code)}</p>` : ""}
${content.paragraphs.map((paragraph) => `<p style="font-size:15px;line-height:1.5">${escapeHtml(paragraph)}</p>`).join("\n")}
<p style="font-size:13px;color:#71717a;margin-top:24px">Sitelens</p>
</div></body></html>`;
  return { subject: content.subject, text, html };
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
