import { describe, expect, it } from 'vitest';
import { createCircuitBreaker } from './circuit-breaker.js';

function breakerAt(start = 0) {
  const time = { now: start };
  const breaker = createCircuitBreaker({ failureThreshold: 5, cooldownMs: 1000, now: () => time.now });
  return { breaker, time };
}

function fail(breaker: ReturnType<typeof createCircuitBreaker>, times: number) {
  for (let i = 0; i < times; i++) {
    expect(breaker.tryAcquire()).toBe(true);
    breaker.recordFailure();
  }
}

describe('circuit breaker', () => {
  it('opens after 5 consecutive failures and refuses requests until the cool-down', () => {
    const { breaker, time } = breakerAt();
    fail(breaker, 4);
    expect(breaker.state()).toBe('closed');
    fail(breaker, 1);
    expect(breaker.state()).toBe('open');
    expect(breaker.tryAcquire()).toBe(false);
    time.now = 400;
    expect(breaker.remainingCooldownMs()).toBe(600);
    expect(breaker.tryAcquire()).toBe(false);
  });

  it('a success resets the count of consecutive failures', () => {
    const { breaker } = breakerAt();
    fail(breaker, 4);
    breaker.recordSuccess();
    fail(breaker, 4);
    expect(breaker.state()).toBe('closed');
  });

  it('lets exactly one trial through after the cool-down; its success closes the circuit', () => {
    const { breaker, time } = breakerAt();
    fail(breaker, 5);
    time.now = 1000;
    expect(breaker.tryAcquire()).toBe(true);
    expect(breaker.state()).toBe('half-open');
    expect(breaker.tryAcquire()).toBe(false);
    breaker.recordSuccess();
    expect(breaker.state()).toBe('closed');
    expect(breaker.tryAcquire()).toBe(true);
  });

  it('a failed trial opens the circuit for another full cool-down', () => {
    const { breaker, time } = breakerAt();
    fail(breaker, 5);
    time.now = 1000;
    expect(breaker.tryAcquire()).toBe(true);
    breaker.recordFailure();
    expect(breaker.state()).toBe('open');
    time.now = 1999;
    expect(breaker.tryAcquire()).toBe(false);
    time.now = 2000;
    expect(breaker.tryAcquire()).toBe(true);
  });

  it('a trial that proved nothing (visitor left) frees the slot for the next one', () => {
    const { breaker, time } = breakerAt();
    fail(breaker, 5);
    time.now = 1000;
    expect(breaker.tryAcquire()).toBe(true);
    breaker.recordNeutral();
    expect(breaker.tryAcquire()).toBe(true);
  });
});
