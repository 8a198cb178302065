import { errorDetail } from '../api/api-error';
import { SESSIONS_LOAD_FAILED } from './conversations-limits';

/**
 * The sessions query's error as PagedList should word it. PagedList's own fallback is
 * "{name} could not be loaded."; spec §8 asks for 'Failed to load sessions.', so the error handed on
 * always carries a detail: the server's, else that one.
 */
export function sessionsLoadError(error: unknown): { data: { detail: string } } | undefined {
  if (error === undefined) return undefined;
  return { data: { detail: errorDetail(error, SESSIONS_LOAD_FAILED) } };
}
