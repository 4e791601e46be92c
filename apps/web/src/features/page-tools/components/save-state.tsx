import { CloudOff } from "lucide-react";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/utils";
import type { SaveStatus } from "./use-draft-autosave";

/** The autosave's state in words, for the content editor and content planning. */
export function SaveState({ status, error }: { status: SaveStatus; error: string | null }) {
  const { t } = useTranslation("page-tools");
  const text = {
    saved: t("editor.save.saved"),
    dirty: t("editor.save.unsaved"),
    saving: t("editor.save.saving"),
    offline: t("editor.save.offline"),
    conflict: t("editor.save.conflict"),
    error: t("editor.save.failed", { message: error ?? "" }),
  }[status];
  return (
    <p
      role="status"
      data-testid="save-status"
      data-status={status}
      className={cn(
        "flex items-center gap-1.5 text-xs",
        status === "offline" || status === "error" ? "text-destructive" : "text-muted-foreground",
      )}
    >
      {status === "offline" && <CloudOff aria-hidden="true" className="size-3.5" />}
      {text}
    </p>
  );
}
