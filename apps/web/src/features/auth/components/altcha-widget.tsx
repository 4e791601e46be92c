import { useEffect, useRef } from "react";
import { useLanguage } from "@/lib/use-language";
import type { BotCheckProps } from "./bot-check";

type AltchaElement = HTMLElement & { reset(): void; verify(): void };
type StateChange = CustomEvent<{ state: string; payload?: string }>;

/** The `altcha` web component solving the server's proof-of-work challenge. */
export function AltchaWidget({
  onToken,
  auto,
  resetSignal,
  onFailure,
}: BotCheckProps & { onFailure: () => void }) {
  const container = useRef<HTMLDivElement>(null);
  const widget = useRef<AltchaElement | null>(null);
  const language = useLanguage();
  const callbacks = useRef({ onToken, onFailure });
  callbacks.current = { onToken, onFailure };

  useEffect(() => {
    let cancelled = false;
    let element: AltchaElement | null = null;
    void (async () => {
      await import("altcha");
      await (language === "tr" ? import("altcha/i18n/tr") : import("altcha/i18n/en"));
      if (cancelled || !container.current) return;
      element = document.createElement("altcha-widget") as AltchaElement;
      element.setAttribute("challenge", "/api/bot-check/challenge");
      element.setAttribute("language", language);
      element.setAttribute("name", "botToken");
      element.style.setProperty("--altcha-max-width", "100%");
      if (auto) element.setAttribute("auto", "onload");
      element.addEventListener("statechange", (event) => {
        const { state, payload } = (event as StateChange).detail;
        callbacks.current.onToken(state === "verified" && payload ? payload : null);
        if (state !== "error") return;
        callbacks.current.onFailure();
        // Our message and retry button replace the widget's own error popover, which would cover them.
        element?.reset();
      });
      container.current.replaceChildren(element);
      widget.current = element;
    })();
    return () => {
      cancelled = true;
      element?.remove();
      widget.current = null;
    };
  }, [language, auto]);

  useEffect(() => {
    if (resetSignal === 0 || !widget.current) return;
    widget.current.reset();
    if (auto) widget.current.verify();
  }, [resetSignal, auto]);

  return <div ref={container} className="min-h-16 [&_altcha-widget]:block [&_altcha-widget]:max-w-full" />;
}
