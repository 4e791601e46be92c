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
    sonner = import("sonner").catch((error: unknown) => {
      sonner = undefined; // the next toast tries again
      throw error;
    });
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
    loadSonner().then(
      (module) => module.toast[kind](message, options),
      () => {}, // without its code there is nothing to show; the page itself carries on
    );
  };

export const toast = { success: show("success"), error: show("error"), info: show("info") };
