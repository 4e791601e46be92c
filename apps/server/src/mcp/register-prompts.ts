import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import type { McpSession } from "./mcp-session";

const texts = {
  weekly: {
    en: (site: string) =>
      `Do a weekly SEO review of my site (site id ${site}) with the Sitelens tools. 1) get_site_report: overall score against the previous one, the weakest categories and the top issues. 2) list_tasks for this site with status pending: the five with the highest impact and how to fix them. 3) get_rank_history: keywords that moved most this week. 4) get_ai_visibility: how often ChatGPT, Gemini and Grok mention the site. 5) get_search_console_queries if Search Console is connected. End with a short plan for this week, most valuable first; quote numbers from the tools, do not guess.`,
    tr: (site: string) =>
      `Sitelens araçlarıyla sitemin (site kimliği ${site}) haftalık SEO değerlendirmesini yap. 1) get_site_report: genel puanı öncekiyle karşılaştır, en zayıf kategorileri ve en önemli sorunları çıkar. 2) Bu site için durumu pending olan list_tasks: etkisi en yüksek beş görev ve nasıl düzeltilecekleri. 3) get_rank_history: bu hafta en çok hareket eden anahtar kelimeler. 4) get_ai_visibility: ChatGPT, Gemini ve Grok siteden ne sıklıkla söz ediyor. 5) Search Console bağlıysa get_search_console_queries. En değerliden başlayarak bu haftanın kısa bir planıyla bitir; sayıları araçlardan al, tahmin etme.`,
  },
  drop: {
    en: (site: string) =>
      `My Sitelens score for site ${site} dropped. Find out why from real data: call get_site_report and compare scores.overall with scores.previous and each category; look at the top issues and their affected pages (get_page_audit for the worst pages); check get_rank_history for lost positions and get_analysis_progress for a failed or partial analysis. Explain the likely causes in order of impact, with the evidence, and what to fix first. If the data does not explain the drop, say so.`,
    tr: (site: string) =>
      `${site} kimlikli sitemin Sitelens puanı düştü. Nedenini gerçek verilerden bul: get_site_report ile scores.overall değerini scores.previous ve her kategoriyle karşılaştır; en önemli sorunlara ve etkilenen sayfalarına bak (en kötü sayfalar için get_page_audit); kaybedilen sıralamalar için get_rank_history, başarısız ya da eksik bir analiz için get_analysis_progress çağır. Olası nedenleri etkisine göre sırala, kanıtlarını göster ve önce neyin düzeltileceğini söyle. Veriler düşüşü açıklamıyorsa bunu belirt.`,
  },
};

/** Ready-made requests for the two questions users bring most, in the user's language. */
export function registerPrompts(server: McpServer, session: McpSession): void {
  const argsSchema = { siteId: z.string().min(1).max(100).describe("A site id from list_sites") };
  const message = (text: string) => ({
    messages: [{ role: "user" as const, content: { type: "text" as const, text } }],
  });
  server.registerPrompt(
    "weekly_seo_review",
    {
      title: "Weekly SEO review of my site",
      description: "Scores, top issues, tasks, rankings and AI visibility.",
      argsSchema,
    },
    ({ siteId }) => message(texts.weekly[session.language](siteId)),
  );
  server.registerPrompt(
    "why_did_my_score_drop",
    {
      title: "Why did my score drop?",
      description: "Explains a score drop from the site's own analysis data.",
      argsSchema,
    },
    ({ siteId }) => message(texts.drop[session.language](siteId)),
  );
}
