import { Toaster as Sonner } from "sonner";
import { useTheme } from "@/lib/theme";

/** Spec §9: one toast visible at a time. */
export function Toaster() {
  const { resolvedTheme } = useTheme();
  return (
    <Sonner
      theme={resolvedTheme}
      visibleToasts={1}
      position="top-center"
      closeButton
      toastOptions={{
        classNames: {
          toast: "!bg-popover !text-popover-foreground !border-border !shadow-lg",
          description: "!text-muted-foreground",
        },
      }}
    />
  );
}
