/**
 * How many calls a client may still cancel on its connection. Cancelling a call sends the server
 * an HTTP/2 RST_STREAM, and Node's HTTP/2 server (nghttp2's rapid-reset guard, CVE-2023-44487)
 * closes a connection whose peer resets more than 1,000 streams in a burst or, after that, more
 * than 33 a second, failing every call still on it. Node 20 does not let the server raise that
 * limit. A burst of visitors leaving mid-answer would thus cut off every other visitor's answer, so
 * the client keeps under the limit: a token bucket, below nghttp2's on both counts.
 */
export type ResetBudget = { take(): boolean };

export function createResetBudget({
  burst = 500,
  perSecond = 25,
  now = () => performance.now(),
}: { burst?: number; perSecond?: number; now?: () => number } = {}): ResetBudget {
  let tokens = burst;
  let updatedAt = now();
  return {
    take() {
      const at = now();
      tokens = Math.min(burst, tokens + ((at - updatedAt) / 1_000) * perSecond);
      updatedAt = at;
      if (tokens < 1) return false;
      tokens -= 1;
      return true;
    },
  };
}
