import { Circle, Path, Svg, Text as SvgText } from "@react-pdf/renderer";
import { colors, REPORT_FONT, scoreColor } from "./report-styles";

/** The overall score as a ring: an arc proportional to the score around the number. */
export function ScoreGauge({ score, size = 140 }: { score: number; size?: number }) {
  const radius = size / 2 - 10;
  const center = size / 2;
  const angle = (Math.min(score, 99.99) / 100) * 2 * Math.PI;
  const end = { x: center + radius * Math.sin(angle), y: center - radius * Math.cos(angle) };
  const arc = `M ${center} ${center - radius} A ${radius} ${radius} 0 ${angle > Math.PI ? 1 : 0} 1 ${end.x} ${end.y}`;
  return (
    <Svg width={size} height={size}>
      <Circle cx={center} cy={center} r={radius} stroke={colors.track} strokeWidth={12} fill="none" />
      {score > 0 ? <Path d={arc} stroke={scoreColor(score)} strokeWidth={12} fill="none" /> : null}
      <SvgText
        x={center - (score >= 100 ? 24 : score >= 10 ? 16 : 8)}
        y={center + 10}
        style={{ fontSize: 28, fontFamily: REPORT_FONT }}
        fill={colors.ink}
      >
        {String(score)}
      </SvgText>
    </Svg>
  );
}
