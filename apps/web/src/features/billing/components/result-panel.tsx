import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "@/lib/utils";

const tones = {
  info: "bg-primary/10 text-primary",
  success: "bg-emerald-500/15 text-emerald-700 dark:text-emerald-300",
  danger: "bg-destructive/10 text-destructive",
};

/** The outcome screens of /payment-success: one icon, a title, a sentence, actions. */
export function ResultPanel(props: {
  icon: LucideIcon;
  tone: keyof typeof tones;
  title: string;
  body: string;
  state: string;
  children?: ReactNode;
  spin?: boolean;
}) {
  const Icon = props.icon;
  return (
    <div
      data-testid="payment-result"
      data-state={props.state}
      role="status"
      className="grid justify-items-center gap-4 rounded-2xl border bg-card px-6 py-12 text-center"
    >
      <span className={cn("flex size-12 items-center justify-center rounded-full", tones[props.tone])}>
        <Icon aria-hidden="true" className={cn("size-6", props.spin && "animate-spin")} />
      </span>
      <h1 className="font-semibold text-2xl tracking-tight">{props.title}</h1>
      <p className="max-w-sm text-muted-foreground">{props.body}</p>
      {props.children && <div className="flex flex-wrap justify-center gap-2">{props.children}</div>}
    </div>
  );
}
