/** A count in a fixed window and the moment the window ends. */
export type WindowCount = { used: number; remainingMs: number };

/**
 * Fixed time windows shared by every chat replica (the adapter is in src/redis/): counts one more
 * in the key's current window, starting a window of `windowMs` when none is open.
 */
export type WindowCounter = {
  count(key: string, windowMs: number): Promise<WindowCount>;
};
