export type CircuitState = 'closed' | 'open' | 'half-open';

export type CircuitBreakerOptions = {
  /** Consecutive failures that open the circuit. */
  failureThreshold: number;
  /** How long an open circuit refuses requests before letting one trial request through. */
  cooldownMs: number;
  /** Milliseconds since the epoch; injectable so tests move time instead of sleeping. */
  now: () => number;
};

export type CircuitBreaker = {
  readonly state: () => CircuitState;
  /** True when a request may go out now. In half-open, true for exactly one trial request. */
  tryAcquire(): boolean;
  recordSuccess(): void;
  recordFailure(): void;
  /** The request ended without telling anything about the provider (the visitor left). */
  recordNeutral(): void;
  /** Milliseconds until an open circuit lets a trial request through; 0 otherwise. */
  remainingCooldownMs(): number;
};

/**
 * A provider that keeps failing is not called for a while, so visitors get a quick, plain
 * "unavailable" instead of waiting for timeouts, and the provider is not hammered while it recovers.
 * closed → (threshold consecutive failures) → open → (cool-down) → half-open: one trial request;
 * its success closes the circuit, its failure opens it for another cool-down.
 */
export function createCircuitBreaker(options: CircuitBreakerOptions): CircuitBreaker {
  let state: CircuitState = 'closed';
  let consecutiveFailures = 0;
  let openedAt = 0;
  let trialInFlight = false;

  const open = () => {
    state = 'open';
    openedAt = options.now();
    trialInFlight = false;
  };

  return {
    state: () => state,
    tryAcquire() {
      if (state === 'open' && options.now() - openedAt >= options.cooldownMs) state = 'half-open';
      if (state === 'closed') return true;
      if (state === 'half-open' && !trialInFlight) {
        trialInFlight = true;
        return true;
      }
      return false;
    },
    recordSuccess() {
      state = 'closed';
      consecutiveFailures = 0;
      trialInFlight = false;
    },
    recordFailure() {
      consecutiveFailures += 1;
      if (state === 'half-open' || consecutiveFailures >= options.failureThreshold) open();
    },
    recordNeutral() {
      // A trial that proved nothing frees the slot for the next one.
      trialInFlight = false;
    },
    remainingCooldownMs() {
      return state === 'open' ? Math.max(0, options.cooldownMs - (options.now() - openedAt)) : 0;
    },
  };
}
