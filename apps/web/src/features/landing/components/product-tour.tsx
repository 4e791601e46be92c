import { CheckCircle2, CircleAlert, Sparkles } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { useText } from "@/features/marketing/use-text";
import { cn } from "@/lib/utils";
import { landingText } from "../content";

const SEO_ENGINES = [
  { name: "Google", score: 82 },
  { name: "Bing", score: 78 },
  { name: "Yandex", score: 74 },
];
const AI_ENGINES = [
  { name: "ChatGPT", score: 69 },
  { name: "Gemini", score: 72 },
  { name: "Grok", score: 61 },
];
const OVERALL = 76;
const CHANGE = 8;

function TourCard({
  title,
  body,
  example,
  children,
}: {
  title: string;
  body: string;
  example: string;
  children: React.ReactNode;
}) {
  return (
    <li className="grid content-start gap-4 rounded-2xl border bg-card p-5 shadow-xs">
      <div className="grid gap-1.5">
        <h3 className="font-semibold text-lg">{title}</h3>
        <p className="text-muted-foreground text-sm">{body}</p>
      </div>
      <figure className="relative rounded-xl border bg-background p-4">
        <Badge variant="secondary" className="absolute top-3 right-3 text-xs">
          {example}
        </Badge>
        {children}
      </figure>
    </li>
  );
}

function ScoreBars({ label, engines }: { label: string; engines: typeof SEO_ENGINES }) {
  return (
    <div className="grid gap-2">
      <p className="font-medium text-muted-foreground text-xs">{label}</p>
      {engines.map((engine) => (
        <div key={engine.name} className="grid grid-cols-[4.5rem_1fr_2rem] items-center gap-2 text-sm">
          <span>{engine.name}</span>
          <span className="h-2 overflow-hidden rounded-full bg-muted" aria-hidden="true">
            <span className="block h-full rounded-full bg-primary" style={{ width: `${engine.score}%` }} />
          </span>
          <span className="text-right tabular-nums">{engine.score}</span>
        </div>
      ))}
    </div>
  );
}

/** Live illustrations of a report (scores, tasks, AI visibility) drawn from the engine's real concepts. */
export function ProductTour() {
  const text = useText(landingText);
  const circumference = 2 * Math.PI * 34;
  return (
    <section aria-labelledby="tour-title" className="mx-auto grid w-full max-w-6xl gap-8 px-4 pb-20 sm:px-6">
      <div className="grid gap-2 text-center">
        <h2 id="tour-title" className="text-balance font-semibold text-3xl tracking-tight">
          {text.tourTitle}
        </h2>
        <p className="text-muted-foreground">{text.tourLead}</p>
      </div>
      <ul className="grid gap-5 lg:grid-cols-3">
        <TourCard title={text.scores.title} body={text.scores.body} example={text.example}>
          <div className="grid gap-4">
            <div className="flex items-center gap-4">
              <svg
                viewBox="0 0 80 80"
                width="80"
                height="80"
                role="img"
                aria-label={`${text.scores.overall}: ${OVERALL}/100`}
              >
                <circle cx="40" cy="40" r="34" fill="none" strokeWidth="8" className="stroke-muted" />
                <circle
                  cx="40"
                  cy="40"
                  r="34"
                  fill="none"
                  strokeWidth="8"
                  strokeLinecap="round"
                  className="stroke-primary"
                  strokeDasharray={`${(OVERALL / 100) * circumference} ${circumference}`}
                  transform="rotate(-90 40 40)"
                />
                <text x="40" y="46" textAnchor="middle" className="fill-foreground font-semibold text-lg">
                  {OVERALL}
                </text>
              </svg>
              <div className="grid gap-0.5">
                <p className="font-medium">{text.scores.overall}</p>
                <p className="text-emerald-700 text-sm dark:text-emerald-400">
                  +{CHANGE} {text.scores.previous}
                </p>
              </div>
            </div>
            <ScoreBars label={text.scores.seo} engines={SEO_ENGINES} />
            <ScoreBars label={text.scores.ai} engines={AI_ENGINES} />
          </div>
        </TourCard>
        <TourCard title={text.tasks.title} body={text.tasks.body} example={text.example}>
          <ul className="grid gap-2 pt-6">
            {text.tasks.items.map((task) => (
              <li key={task.title} className="grid gap-1.5 rounded-lg border p-3">
                <span className="text-sm">{task.title}</span>
                <span className="flex items-center justify-between gap-2">
                  <span
                    className={cn(
                      "rounded-full px-2 py-0.5 font-medium text-xs",
                      task.priority === "high" && "bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200",
                      task.priority === "medium" &&
                        "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200",
                      task.priority === "low" && "bg-muted text-muted-foreground",
                    )}
                  >
                    {text.tasks.priority[task.priority]}
                  </span>
                  <span className="flex items-center gap-1 text-primary text-xs">
                    <Sparkles aria-hidden="true" className="size-3.5" />
                    {text.tasks.fix}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        </TourCard>
        <TourCard title={text.visibility.title} body={text.visibility.body} example={text.example}>
          <ul className="grid gap-3 pt-6">
            {text.visibility.checks.map((check) => (
              <li key={check.label} className="flex items-start gap-2 text-sm">
                {check.ok ? (
                  <CheckCircle2
                    aria-hidden="true"
                    className="mt-0.5 size-4 shrink-0 text-emerald-600 dark:text-emerald-400"
                  />
                ) : (
                  <CircleAlert
                    aria-hidden="true"
                    className="mt-0.5 size-4 shrink-0 text-amber-600 dark:text-amber-400"
                  />
                )}
                <span>
                  {check.label}
                  <span className="sr-only">
                    {" "}
                    – {check.ok ? text.visibility.allowed : text.visibility.blocked}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        </TourCard>
      </ul>
      <p className="mx-auto max-w-3xl text-center text-muted-foreground text-sm">
        {text.research.before} “{text.research.quote}”{text.research.after === "." ? "" : " "}
        {text.research.after}{" "}
        <a
          href="https://arxiv.org/abs/2311.09735"
          target="_blank"
          rel="noopener noreferrer"
          className="font-medium text-primary underline underline-offset-4"
        >
          {text.research.link}
        </a>
      </p>
    </section>
  );
}
