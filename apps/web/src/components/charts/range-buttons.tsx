import { Button } from "@/components/ui/button";

/** A chart's time ranges as pressed/unpressed buttons under one (screen-reader) legend. */
export function RangeButtons<Range extends string | number>({
  legend,
  ranges,
  value,
  onChange,
  label,
}: {
  legend: string;
  ranges: readonly Range[];
  /** The chosen range; a wider type than the ranges (a stored number of days) is fine. */
  value: string | number;
  onChange: (range: NoInfer<Range>) => void;
  label: (range: NoInfer<Range>) => string;
}) {
  return (
    <fieldset className="flex flex-wrap gap-1">
      <legend className="sr-only">{legend}</legend>
      {ranges.map((range) => (
        <Button
          key={range}
          size="sm"
          variant={value === range ? "secondary" : "ghost"}
          aria-pressed={value === range}
          className="h-7 px-2"
          onClick={() => onChange(range)}
        >
          {label(range)}
        </Button>
      ))}
    </fieldset>
  );
}
