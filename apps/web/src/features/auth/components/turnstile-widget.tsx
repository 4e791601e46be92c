import { useEffect, useRef } from "react";
import { useLanguage } from "@/lib/use-language";
import type { BotCheckProps } from "./bot-check";

type Turnstile = {
  render(element: HTMLElement, options: Record<string, unknown>): string;
  reset(widgetId: string): void;
  remove(widgetId: string): void;
};
declare global {
  interface Window {
    turnstile?: Turnstile;
  }
}

const SCRIPT_URL = "https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit";
let scriptLoading: Promise<Turnstile> | null = null;

function loadTurnstile(): Promise<Turnstile> {
  scriptLoading ??= new Promise((resolve, reject) => {
    const script = document.createElement("script");
    script.src = SCRIPT_URL;
    script.async = true;
    script.onload = () =>
      window.turnstile ? resolve(window.turnstile) : reject(new Error("turnstile missing"));
    script.onerror = () => {
      scriptLoading = null;
      reject(new Error("turnstile script failed"));
    };
    document.head.append(script);
  });
  return scriptLoading;
}

/** Cloudflare Turnstile, used when the server has TURNSTILE_SECRET_KEY. */
export function TurnstileWidget({
  onToken,
  resetSignal,
  onFailure,
  siteKey,
}: BotCheckProps & { onFailure: () => void; siteKey: string }) {
  const container = useRef<HTMLDivElement>(null);
  const widgetId = useRef<string | null>(null);
  const language = useLanguage();
  const callbacks = useRef({ onToken, onFailure });
  callbacks.current = { onToken, onFailure };

  useEffect(() => {
    let cancelled = false;
    loadTurnstile()
      .then((turnstile) => {
        if (cancelled || !container.current) return;
        widgetId.current = turnstile.render(container.current, {
          sitekey: siteKey,
          language,
          callback: (token: string) => callbacks.current.onToken(token),
          "expired-callback": () => callbacks.current.onToken(null),
          "error-callback": () => {
            callbacks.current.onToken(null);
            callbacks.current.onFailure();
          },
        });
      })
      .catch(() => callbacks.current.onFailure());
    return () => {
      cancelled = true;
      if (widgetId.current) window.turnstile?.remove(widgetId.current);
      widgetId.current = null;
    };
  }, [siteKey, language]);

  useEffect(() => {
    if (resetSignal > 0 && widgetId.current) window.turnstile?.reset(widgetId.current);
  }, [resetSignal]);

  return <div ref={container} className="min-h-16" />;
}
