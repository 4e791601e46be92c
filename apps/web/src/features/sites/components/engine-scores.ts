import type { ScanEngine, SiteScores } from "@sitelens/shared";

/** The six engines in display order: search engines measured from signals, AI engines as readiness estimates. */
export const ENGINE_SCORES = [
  { key: "googleSeo", label: "Google", ai: false },
  { key: "bingSeo", label: "Bing", ai: false },
  { key: "yandexSeo", label: "Yandex", ai: false },
  { key: "chatgptVisibility", label: "ChatGPT", ai: true },
  { key: "geminiVisibility", label: "Gemini", ai: true },
  { key: "grokVisibility", label: "Grok", ai: true },
] as const satisfies readonly { key: keyof SiteScores; label: string; ai: boolean }[];

/** Each engine's own spelling (a capitalised id would read "Chatgpt"). */
export const ENGINE_NAMES: Record<ScanEngine, string> = {
  google: "Google",
  bing: "Bing",
  yandex: "Yandex",
  chatgpt: "ChatGPT",
  gemini: "Gemini",
  grok: "Grok",
};
