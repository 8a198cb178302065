import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

/**
 * Registers, for the spec file that calls it, the clean-up after each DOM test: the rendered app,
 * the stored session, fake timers, faked globals (fetch, Request) and spies.
 */
export function cleanUpAfterEachTest(): void {
  afterEach(() => {
    cleanup();
    localStorage.clear();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}
