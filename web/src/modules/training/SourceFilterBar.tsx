import { useEffect, useState } from 'react';
import type { SourceFilters, SourceStatusFilter } from './training.types';

const STATUS_CHOICES: { value: SourceStatusFilter; label: string }[] = [
  { value: '', label: 'All statuses' },
  { value: 'Completed', label: 'Completed' },
  { value: 'Failed', label: 'Failed' },
  { value: 'Processing', label: 'Processing' },
];

/** Typing settles for this long before the list is asked again. */
const SEARCH_SETTLE_MS = 300;

type SourceFilterBarProps = {
  filters: SourceFilters;
  onChange: (change: Partial<SourceFilters>) => void;
};

/** Status choice and a search of addresses, file names and titles; both filter on the server. */
export function SourceFilterBar({ filters, onChange }: SourceFilterBarProps) {
  const [typed, setTyped] = useState(filters.search);
  // The address is the truth: Back or a cleared filter brings the box along.
  const [shownSearch, setShownSearch] = useState(filters.search);
  if (filters.search !== shownSearch) {
    setShownSearch(filters.search);
    setTyped(filters.search);
  }
  useEffect(() => {
    const words = typed.trim();
    if (words === filters.search) return undefined;
    const timer = window.setTimeout(() => {
      onChange({ search: words });
    }, SEARCH_SETTLE_MS);
    return () => {
      window.clearTimeout(timer);
    };
  }, [typed, filters.search, onChange]);

  return (
    <div className="flex flex-wrap items-end gap-3" role="search" aria-label="Filter sources">
      <label className="form-control">
        <span className="label-text mb-1 text-sm">Status</span>
        <select
          className="select select-sm select-bordered"
          value={filters.status}
          onChange={(event) => {
            onChange({ status: event.target.value as SourceStatusFilter, reason: '' });
          }}
        >
          {STATUS_CHOICES.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      </label>
      <label className="form-control min-w-0 flex-1 sm:max-w-sm">
        <span className="label-text mb-1 text-sm">Search sources</span>
        <input
          type="search"
          className="input input-sm input-bordered w-full"
          placeholder="Address, file name or title"
          maxLength={200}
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
          }}
        />
      </label>
    </div>
  );
}
