import type { ExternalToast } from "sonner";

type Sonner = typeof import("sonner");

/**
 * sonner loads with the first toast: most visits never show one, and the public pages' first
 * load has a JavaScript budget. Toasts raised before the Toaster subscribes are replayed by sonner.
 */
let sonner: Promise<Sonner> | undefined;
const requestListeners = new Set<() => void>();

export function loadSonner(): Promise<Sonner> {
  if (!sonner) {
    sonner = import("sonner");
    for (const listener of requestListeners) listener();
  }
  return sonner;
}

export function sonnerRequested(): boolean {
  return sonner !== undefined;
}

export function onSonnerRequested(listener: () => void): () => void {
  requestListeners.add(listener);
  return () => requestListeners.delete(listener);
}

const show =
  (kind: "success" | "error" | "info") =>
  (message: string, options?: ExternalToast): void => {
    void loadSonner().then((module) => module.toast[kind](message, options));
  };

export const toast = { success: show("success"), error: show("error"), info: show("info") };
