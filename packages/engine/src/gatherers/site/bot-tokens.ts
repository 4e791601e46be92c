export type Engine = "google" | "bing" | "yandex" | "chatgpt" | "gemini" | "grok";
export type BotPurpose = "search" | "retrieval" | "training";

export interface BotToken {
  token: string;
  purpose: BotPurpose;
  engines: Engine[];
  /** Full user-agent string for fetching the start page as this bot. */
  userAgent: string;
}

const compatible = (product: string, info: string) =>
  `Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; ${product}; +${info})`;

/**
 * Crawler tokens and what they feed (research: analysis-engine.md §3, ai.robots.txt, vendor docs).
 * Training tokens name the engine whose models they train; blocking them never affects answers or scores.
 */
export const BOT_TOKENS: BotToken[] = [
  {
    token: "Googlebot",
    purpose: "search",
    engines: ["google", "gemini"],
    userAgent: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
  },
  {
    token: "Bingbot",
    purpose: "search",
    engines: ["bing", "chatgpt"],
    userAgent: "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)",
  },
  {
    token: "YandexBot",
    purpose: "search",
    engines: ["yandex"],
    userAgent: "Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)",
  },
  {
    token: "OAI-SearchBot",
    purpose: "retrieval",
    engines: ["chatgpt"],
    userAgent: compatible("OAI-SearchBot/1.0", "https://openai.com/searchbot"),
  },
  {
    token: "ChatGPT-User",
    purpose: "retrieval",
    engines: ["chatgpt"],
    userAgent: compatible("ChatGPT-User/1.0", "https://openai.com/bot"),
  },
  {
    token: "PerplexityBot",
    purpose: "retrieval",
    engines: [],
    userAgent: compatible("PerplexityBot/1.0", "https://perplexity.ai/perplexitybot"),
  },
  {
    token: "Perplexity-User",
    purpose: "retrieval",
    engines: [],
    userAgent: compatible("Perplexity-User/1.0", "https://perplexity.ai/perplexity-user"),
  },
  {
    token: "Claude-SearchBot",
    purpose: "retrieval",
    engines: [],
    userAgent: compatible("Claude-SearchBot/1.0", "https://www.anthropic.com"),
  },
  {
    token: "Claude-User",
    purpose: "retrieval",
    engines: [],
    userAgent: compatible("Claude-User/1.0", "https://www.anthropic.com"),
  },
  {
    token: "GPTBot",
    purpose: "training",
    engines: ["chatgpt"],
    userAgent: compatible("GPTBot/1.2", "https://openai.com/gptbot"),
  },
  { token: "Google-Extended", purpose: "training", engines: ["gemini"], userAgent: "" },
  {
    token: "ClaudeBot",
    purpose: "training",
    engines: [],
    userAgent: compatible("ClaudeBot/1.0", "claudebot@anthropic.com"),
  },
  { token: "Applebot-Extended", purpose: "training", engines: [], userAgent: "" },
  { token: "CCBot", purpose: "training", engines: [], userAgent: "CCBot/2.0 (https://commoncrawl.org/faq/)" },
  { token: "Bytespider", purpose: "training", engines: [], userAgent: "" },
];

export const BROWSER_USER_AGENT =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
