import type { ReactNode } from "react";
import { Breadcrumbs, type Crumb } from "./breadcrumbs";

export function PageHeader(props: { trail: Crumb[]; eyebrow?: string; title: string; lead?: ReactNode }) {
  return (
    <div className="grid gap-4 pt-8 pb-10 md:pt-12">
      <Breadcrumbs trail={props.trail} />
      {props.eyebrow && <p className="font-medium text-primary text-sm">{props.eyebrow}</p>}
      <h1 className="text-balance font-semibold text-3xl tracking-tight sm:text-4xl">{props.title}</h1>
      {props.lead && <p className="max-w-3xl text-pretty text-lg text-muted-foreground">{props.lead}</p>}
    </div>
  );
}

/** The common page width and padding of marketing pages. */
export function MarketingPage({ children, narrow = false }: { children: ReactNode; narrow?: boolean }) {
  return (
    <div className={`mx-auto w-full px-4 pb-20 sm:px-6 ${narrow ? "max-w-3xl" : "max-w-6xl"}`}>
      {children}
    </div>
  );
}
