const DATE = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium' });

/** A server date as the plan page shows it ('1 Dec 2026'); '—' when there is none. */
export function shownDate(iso: string | null): string {
  if (iso === null || iso === '') return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : DATE.format(date);
}
