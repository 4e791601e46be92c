import type { ReactNode } from "react";
import { cn } from "@/lib/utils";

/** A table's column headings; a null label is an unlabelled action column. */
export function HeaderRow({
  labels,
  cellClassName,
  className,
}: {
  labels: readonly (ReactNode | null)[];
  cellClassName: string;
  className?: string;
}) {
  return (
    <thead className={cn("text-muted-foreground text-xs", className)}>
      <tr>
        {labels.map((label, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: columns are fixed and never reorder
          <th key={index} scope="col" className={cn("font-medium", cellClassName)}>
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
