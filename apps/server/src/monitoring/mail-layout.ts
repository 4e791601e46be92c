import type { Language } from "../http/language";

export interface MailSection {
  title: string;
  /** Label and value pairs, shown as a two-column table. */
  rows?: [string, string][];
  /** Plain lines, shown as a list. */
  items?: string[];
  links?: { label: string; url: string }[];
}

export interface MailLayout {
  language: Language;
  subject: string;
  heading: string;
  intro: string[];
  sections: MailSection[];
  action: { label: string; url: string };
  unsubscribe: { label: string; url: string };
}

// Explicit colours on every cell (no transparency, no CSS classes): clients that invert colours
// for dark mode keep the contrast, and clients that strip <style> still render it.
const TEXT = "color:#18181b;font-family:Arial,Helvetica,sans-serif";
const MUTED = "color:#52525b;font-family:Arial,Helvetica,sans-serif;font-size:13px";

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function sectionHtml(section: MailSection): string {
  const rows = (section.rows ?? [])
    .map(
      ([label, value]) =>
        `<tr><td style="${MUTED};padding:4px 12px 4px 0;vertical-align:top">${escapeHtml(label)}</td><td style="${TEXT};font-size:14px;padding:4px 0;vertical-align:top;font-weight:bold">${escapeHtml(value)}</td></tr>`,
    )
    .join("");
  const items = (section.items ?? [])
    .map(
      (item) =>
        `<tr><td colspan="2" style="${TEXT};font-size:14px;padding:3px 0">• ${escapeHtml(item)}</td></tr>`,
    )
    .join("");
  const links = (section.links ?? [])
    .map(
      (link) =>
        `<tr><td colspan="2" style="${TEXT};font-size:14px;padding:6px 0 0"><a href="${escapeHtml(link.url)}" style="color:#1d4ed8">${escapeHtml(link.label)}</a></td></tr>`,
    )
    .join("");
  return `<tr><td style="padding:16px 0 0"><table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">
<tr><td colspan="2" style="${TEXT};font-size:16px;font-weight:bold;padding:0 0 6px;border-bottom:1px solid #e4e4e7">${escapeHtml(section.title)}</td></tr>
${rows}${items}${links}</table></td></tr>`;
}

function sectionText(section: MailSection): string[] {
  return [
    section.title,
    ...(section.rows ?? []).map(([label, value]) => `  ${label}: ${value}`),
    ...(section.items ?? []).map((item) => `  - ${item}`),
    ...(section.links ?? []).map((link) => `  ${link.label}: ${link.url}`),
    "",
  ];
}

/**
 * The monitoring e-mails' one layout: nested tables and inline styles (what Outlook and Gmail render
 * alike), a light background set on every cell, and a plain-text part with the same content.
 */
export function renderMailLayout(mail: MailLayout): { subject: string; text: string; html: string } {
  const text = [
    mail.heading,
    "",
    ...mail.intro,
    "",
    ...mail.sections.flatMap(sectionText),
    `${mail.action.label}: ${mail.action.url}`,
    "",
    `${mail.unsubscribe.label}: ${mail.unsubscribe.url}`,
    "Sitelens",
  ].join("\n");
  const html = `<!doctype html><html lang="${mail.language}"><head><meta charset="utf-8"><meta name="color-scheme" content="light only"><meta name="supported-color-schemes" content="light only"><title>${escapeHtml(mail.subject)}</title></head>
<body style="margin:0;padding:0;background-color:#f4f4f5">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:#f4f4f5"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;background-color:#ffffff;border-radius:8px">
<tr><td style="padding:28px 28px 8px;background-color:#ffffff">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">
<tr><td style="${TEXT};font-size:20px;font-weight:bold;padding:0 0 12px">${escapeHtml(mail.heading)}</td></tr>
${mail.intro.map((line) => `<tr><td style="${TEXT};font-size:15px;line-height:1.5;padding:0 0 8px">${escapeHtml(line)}</td></tr>`).join("\n")}
${mail.sections.map(sectionHtml).join("\n")}
<tr><td style="padding:24px 0 8px"><a href="${escapeHtml(mail.action.url)}" style="display:inline-block;background-color:#2563eb;color:#ffffff;font-family:Arial,Helvetica,sans-serif;font-size:15px;font-weight:bold;text-decoration:none;padding:10px 18px;border-radius:6px">${escapeHtml(mail.action.label)}</a></td></tr>
</table></td></tr>
<tr><td style="${MUTED};padding:16px 28px 24px;background-color:#ffffff">Sitelens · <a href="${escapeHtml(mail.unsubscribe.url)}" style="color:#52525b">${escapeHtml(mail.unsubscribe.label)}</a></td></tr>
</table></td></tr></table></body></html>`;
  return { subject: mail.subject, text, html };
}
