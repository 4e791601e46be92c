import { numberFormats } from "@sitelens/shared/text/format-numbers";
import type { TextLanguage } from "@sitelens/shared/text/language";
import type { ReactNode } from "react";
import { ChartAxes } from "./chart-axes";

/**
 * A line chart's frame: HTML axis labels, the scaling SVG and a horizontal grid line per tick;
 * the caller draws its series inside. `yOf` maps a value to the SVG's y coordinate.
 */
export function LineChartFrame(props: {
  size: { width: number; height: number; left: number; right: number };
  ticks: readonly number[];
  yOf: (value: number) => number;
  xLabels: string[];
  language: TextLanguage;
  label: string;
  dashed?: boolean;
  children: ReactNode;
}) {
  const { width, height, left, right } = props.size;
  return (
    <ChartAxes
      yTicks={props.ticks.map((tick) => ({
        label: numberFormats(props.language).number(tick),
        top: (props.yOf(tick) / height) * 100,
      }))}
      xLabels={props.xLabels}
    >
      <svg viewBox={`0 0 ${width} ${height}`} className="h-auto w-full" role="img" aria-label={props.label}>
        {props.ticks.map((tick) => (
          <line
            key={tick}
            x1={left}
            x2={width - right}
            y1={props.yOf(tick)}
            y2={props.yOf(tick)}
            className="stroke-border"
            strokeDasharray={props.dashed ? "3 3" : undefined}
          />
        ))}
        {props.children}
      </svg>
    </ChartAxes>
  );
}
