import { lazy, Suspense, useSyncExternalStore } from "react";
import { useTheme } from "@/lib/theme";
import { loadSonner, onSonnerRequested, sonnerRequested } from "./toast";

const SonnerToaster = lazy(() => loadSonner().then((module) => ({ default: module.Toaster })));

/** Spec §9: one toast visible at a time. Mounted once the first toast asks for sonner. */
export function Toaster() {
  const { resolvedTheme } = useTheme();
  const requested = useSyncExternalStore(onSonnerRequested, sonnerRequested, () => false);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster
        theme={resolvedTheme}
        visibleToasts={1}
        // Bottom: at the top a toast would cover the bar's add-site box; on a phone it sits above the
        // bottom bar (4rem high plus the safe area).
        position="bottom-right"
        mobileOffset={{ bottom: "calc(4.5rem + env(safe-area-inset-bottom))" }}
        closeButton
        toastOptions={{
          classNames: {
            toast: "!bg-popover !text-popover-foreground !border-border !shadow-lg",
            description: "!text-muted-foreground",
          },
        }}
      />
    </Suspense>
  );
}
