import type { InsightsTotals as Totals } from './insights-text.fns';

const FIGURES: Array<{ key: keyof Totals; label: string }> = [
  { key: 'conversations', label: 'Conversations' },
  { key: 'answered', label: 'Answered' },
  { key: 'weak', label: 'Answered weakly' },
  { key: 'declined', label: 'Declined' },
  { key: 'escalations', label: 'Escalations' },
];

/** The window's totals, one figure each. */
export function InsightsTotals({ totals }: { totals: Totals }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5" aria-label="Totals">
      {FIGURES.map(({ key, label }) => (
        <div key={key} className="card card-border bg-base-100 p-4">
          <dt className="text-sm text-base-content/70">{label}</dt>
          <dd className="text-2xl font-semibold tabular-nums">{totals[key].toLocaleString()}</dd>
        </div>
      ))}
    </dl>
  );
}
