import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { ChartSeries } from './UPlotChart';

/** A daisyUI colour variable as the canvas can paint it (the theme may change it). */
function themeColor(element: HTMLElement, variable: string): string {
  return getComputedStyle(element).getPropertyValue(variable).trim() || 'currentColor';
}

/**
 * Draws counts per position (days, hours) into `element` with uPlot, `width` wide; returns how to
 * remove the chart. Whole positions only on the x axis, and at least 0–4 on the y axis, so a
 * quiet week does not draw one conversation as a wall.
 */
export function drawUPlot(
  element: HTMLElement,
  {
    width,
    height,
    labels,
    series: given,
    stacked,
  }: { width: number; height: number; labels: string[]; series: ChartSeries[]; stacked: boolean },
): () => void {
  const series = stacked ? stackedSeries(given) : given;
  const text = themeColor(element, '--color-base-content');
  const bars = uPlot.paths.bars?.({ size: [0.7, 48], gap: 2 });
  const chart = new uPlot(
    {
      width,
      height,
      legend: { show: false },
      cursor: { show: false },
      scales: {
        x: { time: false, range: [-0.5, labels.length - 0.5] },
        y: { range: (_u, _min, max) => [0, Math.max(4, max)] },
      },
      axes: [
        {
          stroke: text,
          grid: { show: false },
          // Whole positions only, as many as fit their labels side by side.
          incrs: [1, 2, 3, 4, 6, 7, 14, 15, 30],
          space: Math.max(...labels.map((label) => label.length)) * 7 + 16,
          values: (_u, splits) => splits.map((at) => labels[at] ?? ''),
        },
        { stroke: text, incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000], size: 44 },
      ],
      series: [
        {},
        ...series.map((one) => {
          const color = themeColor(element, one.color);
          return one.kind === 'bars'
            ? { label: one.label, stroke: color, fill: color, paths: bars, points: { show: false } }
            : { label: one.label, stroke: color, width: 2, points: { show: true, size: 6, fill: color } };
        }),
      ],
    },
    [labels.map((_, index) => index), ...series.map((one) => one.values)],
    element,
  );
  return () => {
    chart.destroy();
  };
}

/**
 * Stacked bars drawn as overlapping ones: each series carries the running total up to it and they
 * are drawn from the tallest down, so every series shows as its own band on top of those before.
 */
function stackedSeries(series: readonly ChartSeries[]): ChartSeries[] {
  const totals: number[] = [];
  return series
    .map((one) => ({
      ...one,
      values: one.values.map((value, index) => {
        const total = (totals[index] ?? 0) + value;
        totals[index] = total;
        return total;
      }),
    }))
    .reverse();
}
