import { LoaderCircle } from "lucide-react";
import { cn } from "@/lib/utils";

export function Spinner({ label, className }: { label: string; className?: string }) {
  return (
    <span data-slot="spinner" role="status" className={cn("inline-flex items-center", className)}>
      <LoaderCircle aria-hidden="true" className="size-6 animate-spin text-muted-foreground" />
      <span className="sr-only">{label}</span>
    </span>
  );
}
