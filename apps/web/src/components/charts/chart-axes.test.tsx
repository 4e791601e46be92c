import { describe, expect, it } from "vitest";
import { renderToMarkup } from "@/testing/render-to-markup";
import { ChartAxes } from "./chart-axes";

const labels = (html: string) =>
  [...html.matchAll(/data-testid="chart-label">([^<]*)</g)].map((match) => match[1]);

describe("ChartAxes", () => {
  it("shows a one-point chart's date once, centred, not at both ends", () => {
    const html = renderToMarkup(
      <ChartAxes yTicks={[]} xLabels={["5 Kas", "5 Kas"]}>
        <svg />
      </ChartAxes>,
    );
    expect(labels(html)).toEqual(["5 Kas"]);
    expect(html).toContain("justify-center");
  });

  it("keeps the first and last date apart when they differ", () => {
    const html = renderToMarkup(
      <ChartAxes yTicks={[]} xLabels={["1 Kas", "5 Kas"]}>
        <svg />
      </ChartAxes>,
    );
    expect(labels(html)).toEqual(["1 Kas", "5 Kas"]);
  });
});
