import type { LucideIcon } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

/** Why a tool is closed and the one way to open it (upgrade, or pay the unpaid invoices). */
export function ToolNotice({
  testId,
  icon: Icon,
  title,
  body,
  action,
  alert = false,
}: {
  testId: string;
  icon: LucideIcon;
  title: string;
  body: string;
  action: { to: string; label: string };
  alert?: boolean;
}) {
  return (
    <div
      role={alert ? "alert" : undefined}
      data-testid={testId}
      className={cn(
        "grid justify-items-start gap-3 rounded-xl border p-6",
        alert ? "border-destructive/40 bg-destructive/5" : "border-dashed bg-card",
      )}
    >
      <p className="flex items-center gap-2 font-semibold">
        <Icon aria-hidden="true" className={cn("size-4", alert ? "text-destructive" : "text-primary")} />
        {title}
      </p>
      <p className="text-muted-foreground text-sm">{body}</p>
      <Button asChild>
        <Link to={action.to}>{action.label}</Link>
      </Button>
    </div>
  );
}
