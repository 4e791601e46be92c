import { useState } from "react";

/** Holds the current bot-check token; take() hands it to one request and asks the widget for a new one. */
export function useBotToken() {
  const [token, setToken] = useState<string | null>(null);
  const [resetSignal, setResetSignal] = useState(0);
  return {
    token,
    widget: { onToken: setToken, resetSignal },
    take(): string {
      const current = token ?? "";
      setToken(null);
      setResetSignal((value) => value + 1);
      return current;
    },
  };
}
