/**
 * AI assistants whose visitors arrive as referrals (GA4 files them under "Referral" or
 * "Organic Search" for some). Analytics users ask for them as their own channel (Matomo #22831,
 * Umami #635). Keep this list current: a host matches itself and its subdomains.
 */
export const AI_ASSISTANT_SOURCES = [
  { id: "chatgpt", label: "ChatGPT", hosts: ["chatgpt.com", "chat.openai.com", "openai.com"] },
  { id: "perplexity", label: "Perplexity", hosts: ["perplexity.ai"] },
  { id: "gemini", label: "Gemini", hosts: ["gemini.google.com", "bard.google.com"] },
  { id: "copilot", label: "Microsoft Copilot", hosts: ["copilot.microsoft.com", "copilot.cloud.microsoft"] },
  { id: "claude", label: "Claude", hosts: ["claude.ai"] },
  { id: "deepseek", label: "DeepSeek", hosts: ["chat.deepseek.com", "deepseek.com"] },
  { id: "grok", label: "Grok", hosts: ["grok.com", "x.ai"] },
  { id: "meta-ai", label: "Meta AI", hosts: ["meta.ai"] },
  { id: "mistral", label: "Le Chat (Mistral)", hosts: ["chat.mistral.ai"] },
  { id: "you", label: "You.com", hosts: ["you.com"] },
  { id: "phind", label: "Phind", hosts: ["phind.com"] },
  { id: "poe", label: "Poe", hosts: ["poe.com"] },
] as const;

export type AiAssistantId = (typeof AI_ASSISTANT_SOURCES)[number]["id"];

/** The assistant a GA4 session source (a host such as "chatgpt.com" or "www.perplexity.ai") belongs to. */
export function aiAssistantOf(source: string): AiAssistantId | null {
  const host = source
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//, "")
    .split(/[/:?#]/)[0];
  if (!host) return null;
  for (const assistant of AI_ASSISTANT_SOURCES)
    if (assistant.hosts.some((known) => host === known || host.endsWith(`.${known}`))) return assistant.id;
  return null;
}

/** The channel name GA4 reports would never use, so it cannot collide with a default channel group. */
export const AI_ASSISTANTS_CHANNEL = "AI assistants";
