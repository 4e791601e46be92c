import { Link } from "react-router";

export function Logo({ to, label }: { to: string; label: string }) {
  return (
    <Link
      to={to}
      aria-label={label}
      className="flex shrink-0 items-center gap-2 rounded-md font-semibold text-base tracking-tight outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      <svg viewBox="0 0 32 32" className="size-7" aria-hidden="true">
        <rect width="32" height="32" rx="8" className="fill-primary" />
        <circle cx="14" cy="14" r="6.5" fill="none" strokeWidth="3" className="stroke-primary-foreground" />
        <path d="m19 19 6 6" strokeWidth="3" strokeLinecap="round" className="stroke-primary-foreground" />
      </svg>
      <span>Sitelens</span>
    </Link>
  );
}
