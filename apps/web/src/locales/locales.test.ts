import { englishIn } from "@sitelens/shared/text/english-in-turkish";
import { describe, expect, it } from "vitest";
import { resources } from "./index";

/** Every key path of a translation tree, e.g. "language.label". */
function keysOf(tree: object, prefix = ""): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "object" && value !== null ? keysOf(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

/** Every [key path, text] of a translation tree. */
function entriesOf(tree: object, prefix = ""): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "object" && value !== null
      ? entriesOf(value, `${prefix}${key}.`)
      : [[`${prefix}${key}`, String(value)] as [string, string]],
  );
}

/** Texts that are the same in both languages: names, codes and placeholders only. */
const SAME_IN_BOTH = new Set([
  "Sitelens",
  "{{screen}}",
  "Türkçe",
  "English",
  "Blog",
  "404",
  "Search Console",
  "Google",
  "Bing",
  "Yandex",
  "ChatGPT",
  "{{passed}}/{{total}}",
  "SEO",
  "AIO",
  "Bot",
  "URL",
  "noindex",
  "Plan",
  "Site",
  "Stripe",
  "iyzico",
  "PDF",
  "CSV",
  "JSON-LD",
  "Google · Bing · Yandex",
  "ChatGPT · Gemini · Grok",
  "{{site}} · {{from}} → {{to}}",
  "Google Search Console",
  "Google Analytics 4",
  "Google (Search Console, GA4)",
  "DataForSEO",
  "SerpApi",
  "Serper",
  "Türkiye",
  "Dofollow",
  "Nofollow",
  "UGC",
  "Open PageRank 0–10",
  "{{px}} / {{max}} px",
  "Webhook (Zapier, Make, n8n)",
  "WordPress",
  "Mailchimp",
  "Brevo",
  "Buffer",
  "Mastodon",
  "Webhook",
  "{{network}}: {{length}} / {{limit}}",
  "X",
  "LinkedIn",
  "Facebook",
]);

describe("Turkish translations (issue 11, item 15)", () => {
  it("leave no English words and no untranslated value", () => {
    const found: string[] = [];
    for (const namespace of Object.keys(resources.tr) as (keyof typeof resources.tr)[]) {
      const english = new Map(entriesOf(resources.en[namespace]));
      for (const [path, text] of entriesOf(resources.tr[namespace])) {
        const word = englishIn(text);
        if (word) found.push(`${namespace}:${path} has "${word}": ${text}`);
        // One term each: "yapay zekâ" (never "yapay zeka" or "YZ"), "Fiyatlar" (never "Fiyatlandırma").
        if (/yapay zeka|\bYZ\b|fiyatlandırma/i.test(text))
          found.push(`${namespace}:${path} uses another term: ${text}`);
        if (english.get(path) === text && !SAME_IN_BOTH.has(text))
          found.push(`${namespace}:${path} is not translated: ${text}`);
      }
    }
    expect(found).toEqual([]);
  });
});

describe("translations", () => {
  // The browser loads one language only (no fallback language), so a key missing in one would show raw.
  it("carries the same keys, every one with text, in Turkish and English", () => {
    expect(Object.keys(resources.tr).sort()).toEqual(Object.keys(resources.en).sort());
    for (const namespace of Object.keys(resources.en) as (keyof typeof resources.en)[]) {
      expect(keysOf(resources.tr[namespace]).sort(), namespace).toEqual(
        keysOf(resources.en[namespace]).sort(),
      );
      for (const language of ["tr", "en"] as const) {
        const empty = keysOf(resources[language][namespace]).filter((path) => {
          const text = path
            .split(".")
            .reduce<unknown>(
              (node, key) => (node as Record<string, unknown>)[key],
              resources[language][namespace],
            );
          return typeof text !== "string" || text.trim() === "";
        });
        expect(empty, `${language}/${namespace}`).toEqual([]);
      }
    }
  });
});
