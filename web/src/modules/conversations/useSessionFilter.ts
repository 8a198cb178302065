import { useSearchParams } from 'react-router-dom';
import type { SessionFilter } from './conversations.types';

const FILTERS: readonly SessionFilter[] = ['all', 'declined', 'needs_attention'];

const filterFrom = (value: string | null): SessionFilter =>
  FILTERS.find((filter) => filter === value) ?? 'all';

/**
 * The conversation list's filter, kept in `?filter=` like the page; choosing one goes back to the
 * first page (the old page number may not exist under the new filter).
 */
export function useSessionFilter(): [SessionFilter, (filter: SessionFilter) => void] {
  const [params, setParams] = useSearchParams();
  const setFilter = (filter: SessionFilter) => {
    setParams((current) => {
      const updated = new URLSearchParams(current);
      updated.delete('page');
      if (filter === 'all') updated.delete('filter');
      else updated.set('filter', filter);
      return updated;
    });
  };
  return [filterFrom(params.get('filter')), setFilter];
}
