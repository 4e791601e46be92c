import { cva, type VariantProps } from "class-variance-authority";
import { Dialog as SheetPrimitive } from "radix-ui";
import type * as React from "react";
import { cn } from "@/lib/utils";
import { DialogCloseButton, DialogOverlay } from "./dialog";

export const Sheet = SheetPrimitive.Root;
export const SheetTrigger = SheetPrimitive.Trigger;
export const SheetClose = SheetPrimitive.Close;
export { DialogDescription as SheetDescription, DialogTitle as SheetTitle } from "./dialog";

const sheetVariants = cva("fixed z-50 flex flex-col gap-4 bg-background p-6 shadow-xl", {
  variants: {
    side: {
      bottom:
        "inset-x-0 bottom-0 max-h-[85dvh] rounded-t-2xl border-t pb-[max(1.5rem,env(safe-area-inset-bottom))] animate-slide-up",
      right: "inset-y-0 right-0 h-full w-3/4 max-w-sm border-l animate-slide-left",
    },
  },
  defaultVariants: { side: "bottom" },
});

export function SheetContent({
  className,
  children,
  side,
  ...props
}: React.ComponentProps<typeof SheetPrimitive.Content> & VariantProps<typeof sheetVariants>) {
  return (
    <SheetPrimitive.Portal>
      <DialogOverlay />
      <SheetPrimitive.Content
        data-slot="sheet-content"
        className={cn(sheetVariants({ side }), className)}
        {...props}
      >
        {children}
        <DialogCloseButton />
      </SheetPrimitive.Content>
    </SheetPrimitive.Portal>
  );
}
