import type { ReactNode } from "react";

/**
 * Axis labels as HTML around an SVG chart that scales with its width. SVG text scales with it and
 * came out ≈ 4 px on a 375 px phone (issue 11, item 13); HTML text stays at the interface's 12 px.
 * `top` is the tick's place as a percentage of the chart's height. A chart whose first and last date
 * are the same (one point, drawn in the middle) shows that date once, centred.
 */
export function ChartAxes(props: {
  yTicks: { label: string; top: number }[];
  xLabels: string[];
  children: ReactNode;
}) {
  const single = new Set(props.xLabels).size === 1;
  const xLabels = single ? props.xLabels.slice(0, 1) : props.xLabels;
  return (
    <div
      className="grid grid-cols-[1.75rem_minmax(0,1fr)] gap-x-1.5 text-muted-foreground text-xs"
      data-testid="chart"
    >
      <div className="relative" aria-hidden="true">
        {props.yTicks.map((tick) => (
          <span
            key={tick.label}
            data-testid="chart-label"
            className="absolute end-0 -translate-y-1/2 tabular-nums"
            style={{ top: `${tick.top}%` }}
          >
            {tick.label}
          </span>
        ))}
      </div>
      {props.children}
      <div
        className={`col-start-2 flex gap-2 ${single ? "justify-center" : "justify-between"}`}
        aria-hidden="true"
      >
        {xLabels.map((label, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the first and last date may be the same day
          <span key={index} data-testid="chart-label">
            {label}
          </span>
        ))}
      </div>
    </div>
  );
}
