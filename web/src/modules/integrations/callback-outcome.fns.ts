import { errorDetail } from '../api/api-error';
import { AUTHORIZATION_CODE_NOT_FOUND, CONNECTION_FAILED } from './integrations-messages';
import type { Integration } from './integrations.types';

/** Where the callback page is: submitting Meta's code, choosing a number, or stopped with why. */
export type CallbackOutcome =
  | { kind: 'connecting' }
  | { kind: 'choosing'; projectId: string; integration: Integration }
  | { kind: 'failed'; title: string; detail: string | null };

/** Meta came back without a code (the owner cancelled, or the address was opened by hand). */
export const missingCode: CallbackOutcome = {
  kind: 'failed',
  title: AUTHORIZATION_CODE_NOT_FOUND,
  detail: null,
};

/** Spec §8's failure, with the server's reason under it (no numbers, a refused state, the plan). */
export function connectionFailed(error: unknown): CallbackOutcome {
  return { kind: 'failed', title: CONNECTION_FAILED, detail: errorDetail(error, '') || null };
}

/** The code and state Meta put in the callback address; the code is required (spec §5). */
export function callbackParams(search: URLSearchParams): { code: string; state: string } | null {
  const code = search.get('code') ?? '';
  if (code === '') return null;
  return { code, state: search.get('state') ?? '' };
}
