import { useEffect, useRef } from 'react';
import { useElementWidth } from '../../ui/useElementWidth';

export type ChartSeries = { label: string; values: number[]; color: string; kind: 'bars' | 'line' };

type UPlotChartProps = {
  /** What each x position is called on the axis (a day, an hour). */
  labels: string[];
  series: ChartSeries[];
  /** Bars stacked one on another (the first at the bottom) rather than drawn over each other. */
  stacked?: boolean;
  height?: number;
};

/**
 * A uPlot chart drawn to its container's width. uPlot is imported only once there is a chart to
 * draw, into this admin page's chunk. The canvas is hidden from screen readers: every chart sits
 * in a ChartFigure whose summary and table say the same in words.
 */
export function UPlotChart({ labels, series, stacked = false, height = 220 }: UPlotChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const width = useElementWidth(box);

  useEffect(() => {
    const element = box.current;
    if (element === null || width === null || width < 50) return;
    let remove: (() => void) | undefined;
    let gone = false;
    void import('./draw-uplot').then(({ drawUPlot }) => {
      if (!gone) remove = drawUPlot(element, { width, height, labels, series, stacked });
    });
    return () => {
      gone = true;
      remove?.();
    };
  }, [width, height, labels, series, stacked]);

  return <div ref={box} aria-hidden="true" className="w-full min-w-0" style={{ minHeight: height }} />;
}
