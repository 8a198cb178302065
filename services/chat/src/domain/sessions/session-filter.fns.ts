import { AppError } from '@sitesage/errors';
import type { SessionFilter } from '../../db/sessions.repository.js';

const filters: Record<string, SessionFilter> = {
  '': 'all',
  all: 'all',
  declined: 'declined',
  needs_attention: 'needs_attention',
};

/** The owner's list filter as asked for; anything else is a 400 naming the field. */
export function parseSessionFilter(value: string): SessionFilter {
  const filter = filters[value];
  if (!filter) throw AppError.invalid('filter', 'filter must be one of: all, declined, needs_attention');
  return filter;
}
