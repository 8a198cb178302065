import type { LegalTimeline } from './legal.types';

/** Promised time spans as a list of "what — how long — when it applies" rows. */
export function LegalTimelines({ caption, rows }: { caption: string; rows: readonly LegalTimeline[] }) {
  return (
    <div className="rounded-box border border-base-300 bg-base-200/60 p-4 sm:p-5">
      <h3 className="font-semibold text-base-content">{caption}</h3>
      <dl className="mt-3 divide-y divide-base-300">
        {rows.map((row) => (
          <div key={row.what} className="grid gap-1 py-3 sm:grid-cols-[13rem_minmax(0,1fr)] sm:gap-4">
            <dt className="font-medium text-base-content">{row.what}</dt>
            <dd>
              <span className="font-semibold text-base-content">{row.when}</span>
              <span className="block text-sm text-base-content/80">{row.detail}</span>
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
