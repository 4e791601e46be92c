import type * as React from "react";
import { cn } from "@/lib/utils";

/** A native select styled like the inputs: the platform's own picker is the most usable on phones. */
export function NativeSelect({ className, ...props }: React.ComponentProps<"select">) {
  return (
    <select
      className={cn(
        "h-9 w-full min-w-0 rounded-md border border-input bg-background px-3 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-50 md:text-sm dark:bg-input/20",
        className,
      )}
      {...props}
    />
  );
}
