import type { ReactNode } from 'react';
import { UPlotChart, type ChartSeries } from './UPlotChart';

type ChartFigureProps = {
  title: string;
  /** The chart in one sentence: read by screen readers, shown under the title. */
  summary: string;
  /** The first column's heading and each row's name (a day, an hour). */
  rowHeading: string;
  rows: string[];
  labels: string[];
  series: ChartSeries[];
  stacked?: boolean;
  note?: ReactNode;
};

/**
 * A chart with its text alternative: a one-sentence summary, and every number in a table under
 * "Show the numbers" (closed by default, open for anyone who wants the figures rather than bars).
 */
export function ChartFigure({
  title,
  summary,
  rowHeading,
  rows,
  labels,
  series,
  stacked = false,
  note,
}: ChartFigureProps) {
  return (
    <figure className="card card-border bg-base-100" aria-label={title}>
      <div className="card-body gap-3 p-4">
        <figcaption>
          <h2 className="text-lg font-semibold">{title}</h2>
          <p className="text-sm text-base-content/70">{summary}</p>
          {note}
        </figcaption>
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-hidden="true">
          {series.map((one) => (
            <li key={one.label} className="flex items-center gap-1.5">
              <span className="inline-block h-3 w-3 rounded-sm" style={{ background: `var(${one.color})` }} />
              {one.label}
            </li>
          ))}
        </ul>
        <UPlotChart labels={labels} series={series} stacked={stacked} />
        <details className="text-sm">
          <summary className="cursor-pointer link link-hover w-fit">Show the numbers</summary>
          <div className="mt-2 max-h-80 overflow-auto">
            <table className="table table-xs">
              <caption className="sr-only">{title}</caption>
              <thead>
                <tr>
                  <th scope="col">{rowHeading}</th>
                  {series.map((one) => (
                    <th key={one.label} scope="col" className="text-right">
                      {one.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row, index) => (
                  <tr key={row}>
                    <th scope="row" className="font-normal">
                      {row}
                    </th>
                    {series.map((one) => (
                      <td key={one.label} className="text-right tabular-nums">
                        {(one.values[index] ?? 0).toLocaleString()}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      </div>
    </figure>
  );
}
