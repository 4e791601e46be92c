import { Card, CardContent } from "@/components/ui/card";
import { type ChartSeries, DailyChart } from "./daily-chart";
import { RangePicker } from "./range-picker";

/** A panel's daily chart of two metrics with its range picker (Search Console and GA4 alike). */
export function TrendCard<Day>({
  days,
  onDays,
  daily,
  dateOf,
  series,
}: {
  days: number;
  onDays: (days: number) => void;
  daily: Day[];
  dateOf: (day: Day) => string;
  series: { label: string; className: string; value: (day: Day) => number }[];
}) {
  const chartSeries: ChartSeries[] = series.map(({ label, className, value }) => ({
    label,
    className,
    values: daily.map(value),
  }));
  return (
    <Card className="gap-3 py-4">
      <CardContent className="grid gap-3 px-4">
        <RangePicker days={days} onChange={onDays} />
        <DailyChart dates={daily.map(dateOf)} series={chartSeries} />
      </CardContent>
    </Card>
  );
}
