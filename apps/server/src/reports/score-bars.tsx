import { Rect, Svg, Text as SvgText } from "@react-pdf/renderer";
import { colors, REPORT_FONT, scoreColor } from "./report-styles";

const ROW = 22;
const LABEL_WIDTH = 150;
const BAR_WIDTH = 300;

/** Horizontal bar chart of 0-100 scores, drawn as PDF vector graphics. */
export function ScoreBars({ items }: { items: { label: string; score: number | null }[] }) {
  const height = items.length * ROW;
  return (
    <Svg width={LABEL_WIDTH + BAR_WIDTH + 40} height={height}>
      {items.map((item, index) => {
        const y = index * ROW;
        const width = ((item.score ?? 0) / 100) * BAR_WIDTH;
        return [
          <SvgText
            key={`l${item.label}`}
            x={0}
            y={y + 13}
            style={{ fontSize: 9, fontFamily: REPORT_FONT }}
            fill={colors.ink}
          >
            {item.label}
          </SvgText>,
          <Rect
            key={`t${item.label}`}
            x={LABEL_WIDTH}
            y={y + 4}
            width={BAR_WIDTH}
            height={12}
            fill={colors.track}
            rx={3}
          />,
          <Rect
            key={`b${item.label}`}
            x={LABEL_WIDTH}
            y={y + 4}
            width={width}
            height={12}
            fill={scoreColor(item.score)}
            rx={3}
          />,
          <SvgText
            key={`v${item.label}`}
            x={LABEL_WIDTH + BAR_WIDTH + 6}
            y={y + 14}
            style={{ fontSize: 9, fontFamily: REPORT_FONT }}
            fill={colors.ink}
          >
            {item.score === null ? "–" : String(Math.round(item.score))}
          </SvgText>,
        ];
      })}
    </Svg>
  );
}
