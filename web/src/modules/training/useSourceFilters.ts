import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { SourceFilters, SourceStatusFilter } from './training.types';

const STATUSES: readonly SourceStatusFilter[] = ['Processing', 'Completed', 'Failed'];
const KEYS = { status: 'status', search: 'q', reason: 'reason' } as const satisfies Record<
  keyof SourceFilters,
  string
>;

function statusFrom(value: string | null): SourceStatusFilter {
  return STATUSES.find((status) => status === value) ?? '';
}

/**
 * The sources list's filters, kept in the address (`?status=Failed&reason=http_not_found&q=…`) so
 * they survive reloads and the Back button; any change starts again from the first page.
 */
export function useSourceFilters(): [SourceFilters, (change: Partial<SourceFilters>) => void] {
  const [params, setParams] = useSearchParams();
  const filters: SourceFilters = {
    status: statusFrom(params.get(KEYS.status)),
    search: params.get(KEYS.search) ?? '',
    reason: params.get(KEYS.reason) ?? '',
  };
  const change = useCallback(
    (next: Partial<SourceFilters>) => {
      setParams((current) => {
        const updated = new URLSearchParams(current);
        for (const [name, value] of Object.entries(next) as [keyof SourceFilters, string][]) {
          if (value === '') updated.delete(KEYS[name]);
          else updated.set(KEYS[name], value);
        }
        updated.delete('page');
        return updated;
      });
    },
    [setParams],
  );
  return [filters, change];
}
