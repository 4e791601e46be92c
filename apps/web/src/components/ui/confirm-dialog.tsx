import type { ComponentProps, ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { DialogClose } from "@/components/ui/dialog";
import { DialogActions, DialogFrame } from "@/components/ui/dialog-frame";

/** Asks before an action that cannot be undone: keep, or confirm (disabled while it runs). */
export function ConfirmDialog({
  cancelLabel,
  confirmLabel,
  onConfirm,
  pending,
  children,
  ...frame
}: Omit<ComponentProps<typeof DialogFrame>, "children"> & {
  cancelLabel: string;
  confirmLabel: string;
  onConfirm: () => void;
  pending: boolean;
  children?: ReactNode;
}) {
  return (
    <DialogFrame {...frame}>
      {children}
      <DialogActions>
        <DialogClose asChild>
          <Button variant="outline">{cancelLabel}</Button>
        </DialogClose>
        <Button variant="destructive" disabled={pending} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </DialogFrame>
  );
}
