/** Sessions per page of the table and messages per page of the viewer (spec §9). */
export const SESSIONS_PAGE_SIZE = 10;
export const HISTORY_PAGE_SIZE = 10;

/** Spec §8: what the table says when the server gives no reason of its own. */
export const SESSIONS_LOAD_FAILED = 'Failed to load sessions.';
